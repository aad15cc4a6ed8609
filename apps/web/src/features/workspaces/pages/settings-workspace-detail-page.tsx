import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetWorkspaceQuery } from '../api/get-workspace.ts';
import { useUpdateWorkspaceMutation } from '../api/update-workspace.ts';
import { useWorkspaceActionMutation, type WorkspaceAction } from '../api/workspace-action.ts';
import { WorkspaceForm } from '../components/workspace-form.tsx';

/** /settings/sbox/:sBoxID/detail: facts, edit form, enable/disable and make default. */
export function SettingsWorkspaceDetailPage() {
  const { t, i18n } = useTranslation();
  const { sBoxID = '' } = useParams();
  const current = useCurrentOrg();
  const query = useGetWorkspaceQuery({ orgId: current.orgId ?? '', workspaceId: sBoxID }, { skip: !current.orgId });
  const [update, updateState] = useUpdateWorkspaceMutation();
  const [run, runState] = useWorkspaceActionMutation();
  const [pending, setPending] = useState<WorkspaceAction | null>(null);
  const { toast, show } = useToast();
  const w = query.data;
  const canUpdate = workspacePrivileges(current, sBoxID).has('workspaces:update');

  const confirm = async () => {
    if (!pending || !current.orgId || !w) return;
    const result = await run({ orgId: current.orgId, workspaceId: w.id, action: pending });
    setPending(null);
    if ('error' in result) show(t(errorKey(result.error)), 'error');
    else show(t(`workspaces.settings.done.${pending}`, { name: w.name }));
  };

  const facts: [string, string][] = w
    ? [
        [t('workspaces.detail.owner'), w.ownerName ?? '—'],
        [t('workspaces.usage.members'), new Intl.NumberFormat(i18n.language).format(w.memberCount)],
        [t('workspaces.form.visibility'), t(`workspaces.visibility.${w.visibility}`)],
        [t('workspaces.detail.created'), new Date(w.createdAt).toLocaleString(i18n.language)],
        [t('workspaces.detail.updated'), new Date(w.updatedAt).toLocaleString(i18n.language)],
      ]
    : [];

  return (
    <>
      <PageHeader
        title={w?.name ?? t('workspaces.detail.title')}
        back={{ href: '/settings/sbox', label: t('workspaces.settings.title') }}
        actions={
          w && (
            <>
              <Button component={RouterLink} to={`/d/sbox/${w.id}/dashboard`} variant="outlined">
                {t('workspaces.detail.open')}
              </Button>
              {canUpdate && !w.isDefault && (
                <Button
                  variant="outlined"
                  color={w.enabled ? 'error' : 'primary'}
                  onClick={() => setPending(w.enabled ? 'disable' : 'enable')}
                >
                  {t(`workspaces.settings.confirm.${w.enabled ? 'disable' : 'enable'}.action`)}
                </Button>
              )}
              {current.privileges.has('workspaces:update') && !w.isDefault && w.enabled && (
                <Button variant="contained" onClick={() => setPending('default')}>
                  {t('workspaces.settings.makeDefault')}
                </Button>
              )}
            </>
          )
        }
      />
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {w && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card>
                <CardContent>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
                    {w.isDefault && <Chip color="primary" label={t('workspaces.default')} />}
                    <Chip
                      color={w.enabled ? 'success' : 'warning'}
                      label={w.enabled ? t('workspaces.enabled') : t('workspaces.disabled')}
                    />
                  </Stack>
                  <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                    {facts.map(([label, value]) => (
                      <div key={label}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                          {value}
                        </Typography>
                      </div>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Card>
                <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                  <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
                    {t('workspaces.edit.title')}
                  </Typography>
                  {canUpdate ? (
                    <WorkspaceForm
                      key={w.updatedAt}
                      initial={{ name: w.name, description: w.description, visibility: w.visibility }}
                      submitLabel={t('ui.save')}
                      busy={updateState.isLoading}
                      serverErrors={serverFieldErrors(updateState.error)}
                      onCancel={() => query.refetch()}
                      onSubmit={async (body) => {
                        if (!current.orgId) return;
                        const result = await update({ orgId: current.orgId, workspaceId: w.id, body });
                        if ('error' in result) show(t(errorKey(result.error)), 'error');
                        else show(t('ui.saved'));
                      }}
                    />
                  ) : (
                    <Typography color="text.secondary">{w.description || t('workspaces.noDescription')}</Typography>
                  )}
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
      </DataState>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`workspaces.settings.confirm.${pending}.title`) : ''}
        text={pending && w ? t(`workspaces.settings.confirm.${pending}.text`, { name: w.name }) : ''}
        confirmLabel={pending ? t(`workspaces.settings.confirm.${pending}.action`) : ''}
        danger={pending === 'disable'}
        busy={runState.isLoading}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      {toast}
    </>
  );
}
