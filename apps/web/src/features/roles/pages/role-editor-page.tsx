import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { AccessDenied } from '../../../components/access-denied.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetRoleQuery } from '../api/get-role.ts';
import { useSaveRoleMutation } from '../api/save-role.ts';
import { RoleForm } from '../components/role-form.tsx';

/** /settings/roles/create and /settings/roles/:roleID/edit (custom roles only). */
export function RoleEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleID } = useParams();
  const current = useCurrentOrg();
  const role = useGetRoleQuery(
    { orgId: current.orgId ?? '', roleId: roleID ?? '' },
    { skip: !current.orgId || !roleID },
  );
  const [save, state] = useSaveRoleMutation();
  const { toast, show } = useToast();
  const editing = Boolean(roleID);

  const form = (initial: Parameters<typeof RoleForm>[0]['initial'], key: string) => (
    <RoleForm
      key={key}
      initial={initial}
      held={current.privileges}
      submitLabel={editing ? t('ui.save') : t('roles.create.submit')}
      busy={state.isLoading}
      serverErrors={serverFieldErrors(state.error as { code?: string })}
      onCancel={() => navigate(editing ? `/settings/roles/${roleID}/detail` : '/settings/roles')}
      onSubmit={async (body) => {
        if (!current.orgId) return;
        const result = await save({ orgId: current.orgId, roleId: roleID, body });
        if (result.data) navigate(`/settings/roles/${result.data.id}/detail`, { state: { saved: true } });
        else show(t(errorKey(result.error)), 'error');
      }}
    />
  );

  return (
    <RequirePrivilege privilege="roles:manage">
      <PageHeader
        title={editing ? t('roles.edit.title') : t('roles.create.title')}
        subtitle={editing ? role.data?.name : t('roles.create.lead')}
        back={{ href: '/settings/roles', label: t('roles.list.title') }}
      />
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          {!editing && form({ name: '', description: '', tags: [], privileges: [], scope: 'organization' }, 'new')}
          {editing && (
            <DataState
              isLoading={current.isLoading || role.isLoading}
              isError={role.isError}
              errorKey={errorKey(role.error)}
              onRetry={role.refetch}
            >
              {role.data?.system && <AccessDenied />}
              {role.data &&
                !role.data.system &&
                form(
                  {
                    name: role.data.name,
                    description: role.data.description,
                    tags: role.data.tags,
                    privileges: role.data.privileges,
                    scope: role.data.scope,
                  },
                  role.data.updatedAt ?? role.data.id,
                )}
            </DataState>
          )}
        </CardContent>
      </Card>
      {toast}
    </RequirePrivilege>
  );
}
