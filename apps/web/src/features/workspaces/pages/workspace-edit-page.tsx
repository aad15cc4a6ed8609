import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetWorkspaceQuery } from '../api/get-workspace.ts';
import { useUpdateWorkspaceMutation } from '../api/update-workspace.ts';
import { useWorkspaceId } from '../components/use-workspace-id.ts';
import { WorkspaceForm } from '../components/workspace-form.tsx';
import { WorkspaceTabs } from '../components/workspace-tabs.tsx';

export function WorkspaceEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orgId, workspaceId, loading } = useWorkspaceId();
  const query = useGetWorkspaceQuery(
    { orgId: orgId ?? '', workspaceId: workspaceId ?? '' },
    { skip: !orgId || !workspaceId },
  );
  const [update, state] = useUpdateWorkspaceMutation();
  const { toast, show } = useToast();
  const workspace = query.data;

  return (
    <RequirePrivilege privilege="workspaces:update" workspaceId={workspaceId}>
      <PageHeader title={t('workspaces.edit.title')} subtitle={workspace?.name} />
      {workspaceId && <WorkspaceTabs workspaceId={workspaceId} current="edit" />}
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <DataState
            isLoading={loading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
          >
            {workspace && orgId && (
              <WorkspaceForm
                key={workspace.updatedAt}
                initial={{ name: workspace.name, description: workspace.description, visibility: workspace.visibility }}
                submitLabel={t('ui.save')}
                busy={state.isLoading}
                serverErrors={serverFieldErrors(state.error)}
                onCancel={() => navigate(`/d/sbox/${workspace.id}/dashboard`)}
                onSubmit={async (body) => {
                  const result = await update({ orgId, workspaceId: workspace.id, body });
                  if ('error' in result) show(t(errorKey(result.error)), 'error');
                  else show(t('ui.saved'));
                }}
              />
            )}
          </DataState>
        </CardContent>
      </Card>
      {toast}
    </RequirePrivilege>
  );
}
