import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-width primary button of an auth form, with its busy state. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      sx={{ py: 1.4 }}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
