import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ProofDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** i18n key of the last failure */
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the password before a change that weakens or replaces the second factor. */
export function ProofDialog(props: ProofDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setEmpty(true);
    setEmpty(false);
    props.onConfirm(password);
  };
  const close = () => {
    setPassword('');
    setEmpty(false);
    props.onClose();
  };
  const errorKey = empty ? 'validation.password_required' : props.error;
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
          <TextField
            autoFocus
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('security.twoFactor.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errorKey)}
            helperText={errorKey ? t(errorKey) : ' '}
            fullWidth
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={props.busy}>
            {t('security.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.danger ? 'error' : 'primary'}
            disabled={props.busy}
            startIcon={props.busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
