import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { locales, type ProfileView, updateProfileSchema } from '@osm5/shared/schemas/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserInfo } from '../../../app/store/auth-slice.ts';
import { setLanguage } from '../../../app/store/customizer-slice.ts';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profile.ts';
import { changedFields } from '../components/changed-fields.ts';
import { SettingsCard } from '../components/settings-card.tsx';

const NATIVE = { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' } as const;

function ProfileForm({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [update, state] = useUpdateProfileMutation();
  const { toast, show } = useToast();
  const initial = {
    name: profile.name,
    phone: profile.phone ?? '',
    jobTitle: profile.jobTitle ?? '',
    locale: profile.locale,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(state.error as { code?: string }), ...errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateProfileSchema, changedFields(initial, values));
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const saved = await update(result.data);
    if (saved.data) {
      dispatch(updateUserInfo({ name: saved.data.name }));
      if (result.data.locale) dispatch(setLanguage(saved.data.locale));
      show(t('settings.profile.saved'));
    } else show(t(errorKey(saved.error)), 'error');
  };

  return (
    <SettingsCard>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 560 }}>
        {shown._form && <Alert severity="info">{t(shown._form)}</Alert>}
        <TextField label={t('settings.profile.email')} value={profile.email} disabled />
        <TextField
          label={t('settings.profile.name')}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          required
          error={Boolean(shown.name)}
          helperText={shown.name ? t(shown.name) : undefined}
          autoComplete="name"
        />
        <TextField
          label={t('settings.profile.phone')}
          value={values.phone}
          onChange={(e) => setValues({ ...values, phone: e.target.value })}
          error={Boolean(shown.phone)}
          helperText={shown.phone ? t(shown.phone) : undefined}
          autoComplete="tel"
          type="tel"
        />
        <TextField
          label={t('settings.profile.jobTitle')}
          value={values.jobTitle}
          onChange={(e) => setValues({ ...values, jobTitle: e.target.value })}
          error={Boolean(shown.jobTitle)}
          helperText={shown.jobTitle ? t(shown.jobTitle) : undefined}
          autoComplete="organization-title"
        />
        <TextField
          select
          label={t('settings.profile.language')}
          value={values.locale}
          onChange={(e) => setValues({ ...values, locale: e.target.value as ProfileView['locale'] })}
          helperText={t('settings.profile.languageHelp')}
        >
          {locales.map((locale) => (
            <MenuItem key={locale} value={locale} lang={locale}>
              {NATIVE[locale]}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Button type="submit" variant="contained" disabled={state.isLoading}>
            {t('ui.save')}
          </Button>
        </div>
      </Stack>
      {toast}
    </SettingsCard>
  );
}

/** /settings/profile: name, phone, job title and language (an unchanged form is not sent). */
export function ProfilePage() {
  const { t } = useTranslation();
  const query = useGetProfileQuery();
  return (
    <>
      <PageHeader title={t('settings.profile.title')} subtitle={t('settings.profile.lead')} />
      <DataState
        isLoading={query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {query.data && <ProfileForm key={query.data.name + query.data.locale} profile={query.data} />}
      </DataState>
    </>
  );
}
