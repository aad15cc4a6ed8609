import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  busy: boolean;
  /** the translated problem with the name (field error), or with the request */
  fieldError?: string | undefined;
  formError?: string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a template's name (save as, rename); Enter submits. */
export function NameDialog(props: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName);
  useEffect(() => {
    if (props.open) setName(props.initialName);
  }, [props.open, props.initialName]);
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit(name);
        }}
      >
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          {props.formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {props.formError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('linkTools.utm.templateName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!props.fieldError}
            helperText={props.fieldError}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.busy}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            {t('ui.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
