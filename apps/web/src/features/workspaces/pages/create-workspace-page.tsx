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
import { useCreateWorkspaceMutation } from '../api/create-workspace.ts';
import { WorkspaceForm } from '../components/workspace-form.tsx';

export function CreateWorkspacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orgId } = useCurrentOrg();
  const [create, state] = useCreateWorkspaceMutation();
  const { toast, show } = useToast();

  return (
    <RequirePrivilege privilege="workspaces:create">
      <PageHeader
        title={t('workspaces.create.title')}
        subtitle={t('workspaces.create.lead')}
        back={{ href: '/d/sba/mysboxs', label: t('workspaces.mine.title') }}
      />
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <WorkspaceForm
            initial={{ name: '', description: '', visibility: 'public' }}
            submitLabel={t('workspaces.create.submit')}
            busy={state.isLoading}
            serverErrors={serverFieldErrors(state.error)}
            onCancel={() => navigate(-1)}
            onSubmit={async (body) => {
              if (!orgId) return;
              const result = await create({ orgId, body });
              if ('data' in result && result.data) {
                navigate(`/d/sbox/${result.data.id}/dashboard`, { state: { created: true } });
              } else if ('error' in result) {
                show(t(errorKey(result.error)), 'error');
              }
            }}
          />
        </CardContent>
      </Card>
      {toast}
    </RequirePrivilege>
  );
}
