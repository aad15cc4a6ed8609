import UploadIcon from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CompanyProfileView,
  LOGO_MAX_BYTES,
  logoMimeTypes,
  updateCompanyProfileSchema,
} from '@osm5/shared/schemas/profile';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useUploadLogoMutation,
} from '../api/company-profile.ts';
import { SettingsCard } from '../components/settings-card.tsx';

const detailKeys = [
  'legalName',
  'website',
  'email',
  'phone',
  'address',
  'country',
  'vatNumber',
  'industry',
  'size',
] as const;

/** A chosen logo must be one of the accepted types and at most 1 MB; returns the i18n key of the problem. */
export const logoProblem = (file: { type: string; size: number }): string | null =>
  (logoMimeTypes as readonly string[]).includes(file.type) && file.size <= LOGO_MAX_BYTES
    ? null
    : 'validation.logo_type';

function LogoCard({ orgId, profile, canEdit }: { orgId: string; profile: CompanyProfileView; canEdit: boolean }) {
  const { t } = useTranslation();
  const [upload, state] = useUploadLogoMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { toast, show } = useToast();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const current = profile.logoUrl
    ? `${profile.logoUrl}${profile.logoUrl.includes('?') ? '&' : '?'}v=${encodeURIComponent(profile.updatedAt)}`
    : undefined;

  return (
    <SettingsCard>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('settings.company.logo')}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={preview ?? current}
          alt={t('settings.company.logoAlt', { name: profile.name })}
          variant="rounded"
          sx={{ width: 120, height: 120, bgcolor: 'primary.light', color: 'primary.main', fontSize: 40 }}
        >
          {profile.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('settings.company.logoHelp')}
        </Typography>
        {problem && <Alert severity="error">{t(problem)}</Alert>}
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
              {t('settings.company.chooseLogo')}
              <input
                hidden
                type="file"
                accept={logoMimeTypes.join(',')}
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (!chosen) return;
                  const issue = logoProblem(chosen);
                  setProblem(issue);
                  if (issue) return;
                  setFile(chosen);
                  setPreview(URL.createObjectURL(chosen));
                }}
              />
            </Button>
            <Button
              variant="contained"
              disabled={!file || state.isLoading}
              onClick={async () => {
                if (!file) return;
                const result = await upload({ orgId, file });
                if (result.error) show(t(errorKey(result.error)), 'error');
                else {
                  setFile(null);
                  show(t('settings.company.logoSaved'));
                }
              }}
            >
              {t('settings.company.uploadLogo')}
            </Button>
          </Stack>
        )}
      </Stack>
      {toast}
    </SettingsCard>
  );
}

function DetailsForm({ orgId, profile, canEdit }: { orgId: string; profile: CompanyProfileView; canEdit: boolean }) {
  const { t } = useTranslation();
  const [update, state] = useUpdateCompanyProfileMutation();
  const { toast, show } = useToast();
  const [name, setName] = useState(profile.name);
  const [details, setDetails] = useState<Record<string, string>>(
    Object.fromEntries(detailKeys.map((k) => [k, profile.details[k] ?? ''])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(state.error as { code?: string }), ...errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(updateCompanyProfileSchema, { name, details });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const saved = await update({ orgId, body: result.data });
    show(saved.error ? t(errorKey(saved.error)) : t('ui.saved'), saved.error ? 'error' : 'success');
  };

  return (
    <SettingsCard>
      <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
        {t('settings.company.details')}
      </Typography>
      <Grid component="form" noValidate container spacing={2.5} onSubmit={submit}>
        <Grid size={12}>
          <TextField
            fullWidth
            label={t('settings.company.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={!canEdit}
            required
            error={Boolean(shown.name)}
            helperText={shown.name ? t(shown.name) : undefined}
          />
        </Grid>
        {detailKeys.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: key === 'address' ? 12 : 6 }}>
            <TextField
              fullWidth
              label={t(`settings.company.fields.${key}`)}
              value={details[key] ?? ''}
              onChange={(e) => setDetails({ ...details, [key]: e.target.value })}
              disabled={!canEdit}
              multiline={key === 'address'}
              error={Boolean(shown[`details.${key}`])}
              helperText={shown[`details.${key}`] ? t(shown[`details.${key}`] ?? '') : undefined}
            />
          </Grid>
        ))}
        {canEdit && (
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={state.isLoading}>
              {t('ui.save')}
            </Button>
          </Grid>
        )}
      </Grid>
      {toast}
    </SettingsCard>
  );
}

/** /settings/company_profile: the organisation's logo (with preview) and details. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const query = useGetCompanyProfileQuery(current.orgId ?? '', { skip: !current.orgId });
  const canEdit = current.privileges.has('org:update');
  return (
    <>
      <PageHeader title={t('settings.company.title')} subtitle={t('settings.company.lead')} />
      {!canEdit && !current.isLoading && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('settings.company.readOnly')}
        </Alert>
      )}
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {query.data && current.orgId && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <LogoCard orgId={current.orgId} profile={query.data} canEdit={canEdit} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <DetailsForm key={query.data.updatedAt} orgId={current.orgId} profile={query.data} canEdit={canEdit} />
            </Grid>
          </Grid>
        )}
      </DataState>
    </>
  );
}
