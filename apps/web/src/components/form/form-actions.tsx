import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  /** while saving: both buttons off */
  busy: boolean;
  /** a spinner in the submit button while saving */
  showProgress?: boolean;
  onCancel: () => void;
}

/** The submit and cancel buttons under a form. */
export function FormActions({ submitLabel, busy, showProgress, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5}>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={showProgress && busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={busy}>
        {t('ui.cancel')}
      </Button>
    </Stack>
  );
}
