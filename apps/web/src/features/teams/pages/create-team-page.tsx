import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useSaveTeamMutation } from '../api/save-team.ts';
import { newMemberRow, TeamForm } from '../components/team-form.tsx';

export function CreateTeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentOrg();
  const [save, state] = useSaveTeamMutation();
  const { toast, show } = useToast();
  const formError =
    state.error && !serverFieldErrors(state.error as { code?: string }).name ? errorKey(state.error) : undefined;

  return (
    <RequirePrivilege privilege="teams:manage">
      <PageHeader
        title={t('teams.create.title')}
        subtitle={t('teams.create.lead')}
        back={{ href: '/settings/teams', label: t('teams.list.title') }}
      />
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          {current.orgId && (
            <TeamForm
              orgId={current.orgId}
              workspaces={current.workspaces}
              initial={{ name: '', description: '', tags: [], members: [newMemberRow()], workspaceIds: [] }}
              submitLabel={t('teams.create.submit')}
              busy={state.isLoading}
              formError={formError}
              serverErrors={serverFieldErrors(state.error as { code?: string })}
              onCancel={() => navigate('/settings/teams')}
              onSubmit={async (body) => {
                if (!current.orgId) return;
                const result = await save({ orgId: current.orgId, body });
                if (result.data) navigate(`/settings/teams/${result.data.id}/detail`, { state: { created: true } });
                else show(t(errorKey(result.error)), 'error');
              }}
            />
          )}
        </CardContent>
      </Card>
      {toast}
    </RequirePrivilege>
  );
}
