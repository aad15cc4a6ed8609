import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ContactFormat } from '@osm5/shared/schemas/contacts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { useImportContactsMutation } from '../api/import-contacts.ts';

/** A .vcf or .vcard file is vCard; anything else is read as CSV. */
const formatOf = (name: string): ContactFormat => (/\.(vcf|vcard)$/i.test(name) ? 'vcard' : 'csv');

/** Imports a vCard or CSV file and says what came in, what was already there and what could not be read. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [run, state] = useImportContactsMutation();

  const submit = async () => {
    if (!file) return;
    await run({ format: formatOf(file.name), content: await file.text() });
  };

  return (
    <Dialog open onClose={state.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('contacts.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('contacts.import.lead')}
        </Typography>
        <input
          ref={input}
          id="contacts-import-file"
          type="file"
          hidden
          accept=".vcf,.vcard,.csv,text/vcard,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0]);
            state.reset();
          }}
        />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={state.isLoading}>
          {t('contacts.import.choose')}
        </Button>
        {file && (
          <Typography sx={{ mt: 1 }}>
            {t('contacts.import.chosen', { name: file.name, format: t(`contacts.formats.${formatOf(file.name)}`) })}
          </Typography>
        )}
        {state.isLoading && (
          <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mt: 2 }}>
            {t('contacts.import.running')}
          </Alert>
        )}
        {state.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(errorKey(state.error))}
          </Alert>
        )}
        {state.data && (
          <Alert severity={state.data.rejected.length ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
            {t('contacts.import.result', {
              created: state.data.created,
              duplicates: state.data.duplicates,
              rejected: state.data.rejected.length,
            })}
            {state.data.rejected.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
                {state.data.rejected.slice(0, 20).map((r) => (
                  <li key={r.entry}>{t('contacts.import.rejected', { entry: r.entry, problem: t(r.message) })}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={state.isLoading}>
          {t(state.data ? 'contacts.import.done' : 'ui.cancel')}
        </Button>
        {!state.data && (
          <Button variant="contained" onClick={submit} disabled={!file || state.isLoading}>
            {t('contacts.import.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
