import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ApiKey } from '@osm5/shared/schemas/api-keys';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { useRenameApiKeyMutation } from '../api/rename-api-key.ts';

/** Renames a key; rendered only while a key is being renamed, so it starts from that key's name. */
export function RenameApiKeyDialog({
  orgId,
  apiKey,
  onClose,
  onRenamed,
}: {
  orgId: string;
  apiKey: ApiKey;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(apiKey.name);
  const [rename, state] = useRenameApiKeyMutation();
  const missing = name.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    const result = await rename({ orgId, keyId: apiKey.id, name: name.trim() });
    if ('data' in result) onRenamed();
  };
  return (
    <Dialog open onClose={state.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('apiKeys.renameDialog.title')}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          {state.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(errorKey(state.error))}
            </Alert>
          )}
          <TextField
            label={t('apiKeys.form.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60 } }}
            error={missing}
            helperText={missing ? t('validation.name_required') : ' '}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={state.isLoading}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={state.isLoading || missing}
            startIcon={state.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('apiKeys.renameDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
