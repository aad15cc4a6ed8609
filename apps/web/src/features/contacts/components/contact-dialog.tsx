import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Contact, contactFieldsSchema } from '@osm5/shared/schemas/contacts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { useValidatedForm } from '../../../components/form/use-validated-form.ts';
import { useCreateContactMutation, useUpdateContactMutation } from '../api/save-contact.ts';

const textFields = ['firstname', 'lastname', 'email', 'phone', 'company', 'department', 'image'] as const;
type TextKey = (typeof textFields)[number];
type Values = Record<TextKey | 'address' | 'notes', string> & { starred: boolean; frequentlycontacted: boolean };

const valuesOf = (c?: Contact): Values => ({
  firstname: c?.firstname ?? '',
  lastname: c?.lastname ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  company: c?.company ?? '',
  department: c?.department ?? '',
  image: c?.image ?? '',
  address: c?.address ?? '',
  notes: c?.notes ?? '',
  starred: c?.starred ?? false,
  frequentlycontacted: c?.frequentlycontacted ?? false,
});

/** Adds a contact, or edits one (rendered only while open, so it starts from that contact). */
export function ContactDialog({
  contact,
  onClose,
  onSaved,
}: {
  contact?: Contact;
  onClose: () => void;
  onSaved: (saved: Contact) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [create, created] = useCreateContactMutation();
  const [update, updated] = useUpdateContactMutation();
  const state = contact ? updated : created;
  const form = useValidatedForm({
    initial: valuesOf(contact),
    validate: (v: Values) => validate(contactFieldsSchema, v),
    serverErrors: serverFieldErrors(state.error as never),
    onValid: async (body) => {
      const result = contact ? await update({ id: contact.id, body }) : await create(body);
      if ('data' in result && result.data) onSaved(result.data);
    },
  });
  const { values, set, errors } = form;
  const field = (name: TextKey | 'address' | 'notes', extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={t(`contacts.fields.${name}`)}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value } as Partial<Values>)}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : ' '}
      slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors[name]) } }}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={state.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(contact ? 'contacts.dialog.editTitle' : 'contacts.dialog.addTitle')}</DialogTitle>
      <form onSubmit={form.submit} noValidate>
        <DialogContent dividers>
          {state.isError && !Object.keys(errors).length && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(errorKey(state.error))}
            </Alert>
          )}
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field('firstname', { required: true, autoFocus: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('lastname')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('email', { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('phone', { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('company')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('department')}</Grid>
            <Grid size={12}>{field('address', { multiline: true, minRows: 2 })}</Grid>
            <Grid size={12}>{field('image', { type: 'url', placeholder: 'https://' })}</Grid>
            <Grid size={12}>{field('notes', { multiline: true, minRows: 3 })}</Grid>
          </Grid>
          <FormControlLabel
            control={<Checkbox checked={values.starred} onChange={(e) => set({ starred: e.target.checked })} />}
            label={t('contacts.fields.starred')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={values.frequentlycontacted}
                onChange={(e) => set({ frequentlycontacted: e.target.checked })}
              />
            }
            label={t('contacts.fields.frequentlycontacted')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={state.isLoading}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={state.isLoading}
            startIcon={state.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('ui.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
