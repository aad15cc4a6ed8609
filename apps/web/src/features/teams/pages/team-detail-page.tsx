import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useDeleteTeamMutation } from '../api/delete-team.ts';
import { useGetTeamQuery } from '../api/get-team.ts';
import { useSaveTeamMutation } from '../api/save-team.ts';
import { newMemberRow, TeamForm } from '../components/team-form.tsx';

/** /settings/teams/:teamID/detail: the team, editable by team managers, and its deletion. */
export function TeamDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { teamID = '' } = useParams();
  const current = useCurrentOrg();
  const query = useGetTeamQuery({ orgId: current.orgId ?? '', teamId: teamID }, { skip: !current.orgId });
  const [save, saveState] = useSaveTeamMutation();
  const [remove, removeState] = useDeleteTeamMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { toast, show } = useToast();
  const team = query.data;
  const canManage = current.privileges.has('teams:manage');
  const created = (location.state as { created?: boolean } | null)?.created;

  return (
    <>
      <PageHeader
        title={team?.name ?? t('teams.detail.title')}
        subtitle={team?.description}
        back={{ href: '/settings/teams', label: t('teams.list.title') }}
        actions={
          team &&
          canManage &&
          !editing && (
            <>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('ui.edit')}
              </Button>
              <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
                {t('ui.delete')}
              </Button>
            </>
          )
        }
      />
      {created && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('teams.create.done')}
        </Alert>
      )}
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {team && current.orgId && editing && (
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <TeamForm
                orgId={current.orgId}
                workspaces={current.workspaces}
                initial={{
                  name: team.name,
                  description: team.description,
                  tags: team.tags,
                  members: team.members.map((m) => ({
                    ...newMemberRow(),
                    userId: m.userId,
                    label: `${m.name} · ${m.email}`,
                    role: m.role,
                  })),
                  workspaceIds: team.workspaces.map((w) => w.id),
                }}
                submitLabel={t('ui.save')}
                busy={saveState.isLoading}
                formError={saveState.error ? errorKey(saveState.error) : undefined}
                serverErrors={serverFieldErrors(saveState.error as { code?: string })}
                onCancel={() => setEditing(false)}
                onSubmit={async (body) => {
                  if (!current.orgId) return;
                  const result = await save({ orgId: current.orgId, teamId: team.id, body });
                  if (result.data) {
                    setEditing(false);
                    show(t('ui.saved'));
                  }
                }}
              />
            </CardContent>
          </Card>
        )}
        {team && !editing && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card>
                <CardContent>
                  <Typography variant="h5" component="h2">
                    {t('teams.form.members')}
                  </Typography>
                  <List>
                    {team.members.map((m) => (
                      <ListItem
                        key={m.userId}
                        divider
                        disableGutters
                        secondaryAction={<Chip size="small" label={t(`roles.system.${m.role}`)} />}
                      >
                        <ListItemText primary={m.name} secondary={m.email} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Card>
                <CardContent>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {t('teams.form.tags')}
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
                    {team.tags.length === 0 && (
                      <Typography color="text.secondary">{t('teams.detail.noTags')}</Typography>
                    )}
                    {team.tags.map((tag) => (
                      <Chip key={tag} label={tag} size="small" />
                    ))}
                  </Stack>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {t('teams.form.workspaces')}
                  </Typography>
                  {team.workspaces.length === 0 ? (
                    <Typography color="text.secondary">{t('teams.detail.noWorkspaces')}</Typography>
                  ) : (
                    <List dense>
                      {team.workspaces.map((w) => (
                        <ListItem key={w.id} disableGutters>
                          <ListItemText primary={w.name} />
                        </ListItem>
                      ))}
                    </List>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    {t('teams.detail.updated', { date: new Date(team.updatedAt).toLocaleString(i18n.language) })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
      </DataState>
      <ConfirmDialog
        open={confirming}
        title={t('teams.delete.title')}
        text={t('teams.delete.text', { name: team?.name ?? '' })}
        confirmLabel={t('ui.delete')}
        danger
        busy={removeState.isLoading}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (!current.orgId || !team) return;
          const result = await remove({ orgId: current.orgId, teamId: team.id });
          setConfirming(false);
          if (result.error) show(t(errorKey(result.error)), 'error');
          else navigate('/settings/teams');
        }}
      />
      {toast}
    </>
  );
}
