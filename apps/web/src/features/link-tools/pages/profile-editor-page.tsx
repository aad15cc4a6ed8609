import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AVATAR_MAX_BYTES,
  buttonShapes,
  type ProfilePage,
  profilePageBodySchema,
} from '@osm5/shared/schemas/profile-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import {
  useDeleteProfilePageMutation,
  useGetProfilePageQuery,
  useRemoveProfileAvatarMutation,
  useSaveProfilePageMutation,
  useUploadProfileAvatarMutation,
} from '../api/profile-pages-api.ts';
import { ColourField } from '../components/colour-field.tsx';
import { nameProblem } from '../components/name-problem.ts';
import { ProfileButtonsField } from '../components/profile-buttons-field.tsx';
import { ProfilePreview } from '../components/profile-preview.tsx';
import { ProfileSocialsField } from '../components/profile-socials-field.tsx';
import { type ToolsWorkspace, useToolsWorkspace } from '../components/use-tools-workspace.ts';
import { newProfileValues, type ProfileFormValues, profileBodyOf, valuesOfProfile } from '../profiles/profile-form.ts';

const avatarTypes = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];

/** /d/sbox/{sBoxID}/surl/profiles/{pageId} ("new" to create): the link-in-bio editor with its live preview. */
export function ProfileEditorPage() {
  const { pageId = 'new' } = useParams();
  const ws = useToolsWorkspace();
  const isNew = pageId === 'new';
  const args = { orgId: ws.orgId ?? '', workspaceId: ws.workspaceId ?? '', pageId };
  const page = useGetProfilePageQuery(args, { skip: isNew || !ws.orgId || !ws.workspaceId });
  // here, not in the editor: creating moves to the new page's address, which mounts a new editor
  const { toast, show } = useToast();
  return (
    <>
      <DataState
        isLoading={ws.loading || (!isNew && page.isLoading)}
        isError={!isNew && page.isError}
        errorKey={errorKey(page.error)}
        onRetry={page.refetch}
        rows={8}
      >
        {(isNew || page.data) && (
          <ProfileEditor key={page.data?.id ?? 'new'} ws={ws} page={isNew ? null : (page.data ?? null)} notify={show} />
        )}
      </DataState>
      {toast}
    </>
  );
}

interface ProfileEditorProps {
  ws: ToolsWorkspace;
  page: ProfilePage | null;
  notify: (text: string, severity?: 'success' | 'error') => void;
}

function ProfileEditor({ ws, page, notify: show }: ProfileEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wsArgs = { orgId: ws.orgId ?? '', workspaceId: ws.workspaceId ?? '' };
  const [values, setValues] = useState<ProfileFormValues>(() => (page ? valuesOfProfile(page) : newProfileValues()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [save, saving] = useSaveProfilePageMutation();
  const [remove, removing] = useDeleteProfilePageMutation();
  const [upload, uploading] = useUploadProfileAvatarMutation();
  const [removeAvatar, removingAvatar] = useRemoveProfileAvatarMutation();
  const disabled = !ws.canWrite;
  const list = `/d/sbox/${ws.routeId}/surl/profiles`;
  const set = (patch: Partial<ProfileFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setTheme = (patch: Partial<ProfileFormValues['theme']>) =>
    setValues((v) => ({ ...v, theme: { ...v.theme, ...patch } }));
  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const avatarSrc =
    page?.avatarUrl && ws.orgId && ws.workspaceId
      ? `/api/orgs/${ws.orgId}/workspaces/${ws.workspaceId}/profile-pages/${page.id}/avatar?v=${encodeURIComponent(page.avatarUrl)}`
      : null;

  const submit = async () => {
    const checked = validate(profilePageBodySchema, profileBodyOf(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('linkTools.profiles.fixErrors');
      return;
    }
    setErrors({});
    setFormError(null);
    const result = await save({ ...wsArgs, pageId: page?.id, body: checked.data });
    if (result.error) {
      const problem = nameProblem(result.error);
      if (problem.field && problem.fieldName) {
        setErrors({ [problem.fieldName]: problem.field });
        setFormError('linkTools.profiles.fixErrors');
      } else setFormError(problem.form ?? 'errors.FALLBACK');
      return;
    }
    show(t('linkTools.profiles.saved'));
    if (!page) navigate(`${list}/${result.data.id}`, { replace: true });
  };

  const title = page ? page.title || `@${page.handle}` : t('linkTools.profiles.newTitle');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('linkTools.profiles.editorLead')}
        back={{ href: list, label: t('linkTools.profiles.backToList') }}
        actions={
          page && (
            <Button
              href={page.publicUrl}
              target="_blank"
              rel="noopener"
              variant="outlined"
              endIcon={<OpenInNewIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
            >
              {t('linkTools.profiles.openPublic')}
            </Button>
          )
        }
      />
      {disabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('linkTools.profiles.readOnly')}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card>
            <CardContent>
              <Stack
                spacing={3}
                component="form"
                noValidate
                onSubmit={(e: React.FormEvent) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                {formError && <Alert severity="error">{t(formError)}</Alert>}
                <Typography variant="h5" component="h2">
                  {t('linkTools.profiles.details')}
                </Typography>
                <TextField
                  label={t('linkTools.profiles.handle')}
                  required
                  value={values.handle}
                  disabled={disabled}
                  onChange={(e) => set({ handle: e.target.value })}
                  error={!!err('handle')}
                  helperText={err('handle') ?? t('linkTools.profiles.handleHelp')}
                  slotProps={{
                    htmlInput: { maxLength: 30, dir: 'ltr', autoCapitalize: 'none', spellCheck: false },
                    input: { startAdornment: <InputAdornment position="start">/p/</InputAdornment> },
                  }}
                />
                <TextField
                  label={t('linkTools.profiles.pageTitle')}
                  value={values.title}
                  disabled={disabled}
                  onChange={(e) => set({ title: e.target.value })}
                  error={!!err('title')}
                  helperText={err('title')}
                  slotProps={{ htmlInput: { maxLength: 100, dir: 'auto' } }}
                />
                <TextField
                  label={t('linkTools.profiles.bio')}
                  value={values.bio}
                  disabled={disabled}
                  multiline
                  minRows={2}
                  onChange={(e) => set({ bio: e.target.value })}
                  error={!!err('bio')}
                  helperText={err('bio') ?? t('linkTools.profiles.bioHelp', { count: 500 - values.bio.length })}
                  slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.status === 'active'}
                      disabled={disabled}
                      onChange={(e) => set({ status: e.target.checked ? 'active' : 'inactive' })}
                    />
                  }
                  label={t('linkTools.profiles.published')}
                />
                <Divider />
                <Box>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {t('linkTools.profiles.avatar')}
                  </Typography>
                  {page ? (
                    <Stack
                      direction="row"
                      spacing={2}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                    >
                      <Avatar src={avatarSrc ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                        {(values.title || values.handle).slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Button
                        component="label"
                        variant="outlined"
                        startIcon={<UploadIcon />}
                        disabled={disabled || uploading.isLoading}
                      >
                        {t('linkTools.profiles.chooseAvatar')}
                        <input
                          hidden
                          type="file"
                          accept={avatarTypes.join(',')}
                          onChange={async (e) => {
                            const file = e.target.files?.[0];
                            e.target.value = '';
                            if (!file) return;
                            if (!avatarTypes.includes(file.type) || file.size > AVATAR_MAX_BYTES) {
                              show(t('validation.avatar_type'), 'error');
                              return;
                            }
                            const result = await upload({ ...wsArgs, pageId: page.id, file });
                            if (result.error)
                              show(t(nameProblem(result.error).field ?? errorKey(result.error)), 'error');
                            else show(t('linkTools.profiles.avatarSaved'));
                          }}
                        />
                      </Button>
                      {page.avatarUrl && (
                        <Button
                          color="inherit"
                          disabled={disabled || removingAvatar.isLoading}
                          onClick={async () => {
                            const result = await removeAvatar({ ...wsArgs, pageId: page.id });
                            if (result.error) show(t(errorKey(result.error)), 'error');
                          }}
                        >
                          {t('linkTools.profiles.removeAvatar')}
                        </Button>
                      )}
                    </Stack>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('linkTools.profiles.avatarAfterSave')}
                    </Typography>
                  )}
                </Box>
                <Divider />
                <Stack spacing={2}>
                  <Typography variant="h6" component="h3">
                    {t('linkTools.profiles.theme')}
                  </Typography>
                  <Grid container spacing={2}>
                    {(['background', 'textColor', 'buttonColor', 'buttonTextColor'] as const).map((key) => (
                      <Grid key={key} size={{ xs: 12, sm: 6 }}>
                        <ColourField
                          label={t(`linkTools.profiles.themeFields.${key}`)}
                          value={values.theme[key]}
                          onChange={(v) => setTheme({ [key]: v })}
                          error={errors[`theme.${key}`]}
                        />
                      </Grid>
                    ))}
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <TextField
                        select
                        fullWidth
                        size="small"
                        label={t('linkTools.profiles.themeFields.buttonShape')}
                        value={values.theme.buttonShape}
                        disabled={disabled}
                        onChange={(e) => setTheme({ buttonShape: e.target.value as (typeof buttonShapes)[number] })}
                      >
                        {buttonShapes.map((s) => (
                          <MenuItem key={s} value={s}>
                            {t(`linkTools.profiles.shapes.${s}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Grid>
                  </Grid>
                </Stack>
                <Divider />
                <ProfileButtonsField
                  ws={wsArgs}
                  rows={values.buttons}
                  onChange={(buttons) => set({ buttons })}
                  errors={errors}
                  disabled={disabled}
                />
                <Divider />
                <ProfileSocialsField
                  rows={values.socials}
                  onChange={(socials) => set({ socials })}
                  errors={errors}
                  disabled={disabled}
                />
                {!disabled && (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                    <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving.isLoading}>
                      {t(page ? 'ui.save' : 'linkTools.profiles.create')}
                    </Button>
                    {page && (
                      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
                        {t('ui.delete')}
                      </Button>
                    )}
                  </Stack>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2, textAlign: 'center' }}>
              {t('linkTools.profiles.preview')}
            </Typography>
            <ProfilePreview values={values} avatarSrc={avatarSrc} />
          </Box>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirmDelete}
        danger
        busy={removing.isLoading}
        title={t('linkTools.profiles.deleteTitle')}
        text={t('linkTools.profiles.deleteText', { handle: page?.handle ?? '' })}
        confirmLabel={t('ui.delete')}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          if (!page) return;
          const result = await remove({ ...wsArgs, pageId: page.id });
          setConfirmDelete(false);
          if (result.error) show(t(errorKey(result.error)), 'error');
          else navigate(list);
        }}
      />
    </>
  );
}
