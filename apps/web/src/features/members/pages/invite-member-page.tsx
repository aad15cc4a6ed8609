import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { workspaceRoles } from '@osm5/shared/auth/privileges';
import { inviteMemberSchema } from '@osm5/shared/schemas/members';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSyncedContacts } from '../../../app/store/use-synced-contacts.ts';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ContactEmailField } from '../../../components/form/contact-email-field.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useInviteMemberMutation } from '../api/invite-member.ts';
import { useListCustomRoleChoicesQuery } from '../api/list-custom-roles.ts';
import { parseRoleValue, RoleSelect } from '../components/role-select.tsx';

/** /settings/users/invite: e-mail, organisation role, and optionally a workspace with a workspace role. */
export function InviteMemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentOrg();
  const roles = useListCustomRoleChoicesQuery(current.orgId ?? '', {
    skip: !current.orgId || !current.privileges.has('roles:read'),
  });
  const [invite, state] = useInviteMemberMutation();
  const { toast, show } = useToast();
  const [email, setEmail] = useState('');
  // the address book, offered as the address is typed
  const contacts = useSyncedContacts();
  const [role, setRole] = useState('ORG_VIEWER');
  const [workspaceId, setWorkspaceId] = useState('');
  const [workspaceRole, setWorkspaceRole] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { role: orgRole, customRoleId } = parseRoleValue(role);
    const body = {
      email,
      role: orgRole,
      customRoleId: customRoleId ?? undefined,
      workspaceId: workspaceId || undefined,
      workspaceRole: workspaceRole || undefined,
    };
    const checked = validate(inviteMemberSchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (!current.orgId) return;
    const result = await invite({ orgId: current.orgId, body: checked.data });
    if (result.error) {
      setErrors(serverFieldErrors(result.error as { code?: string }));
      show(t(errorKey(result.error)), 'error');
    } else {
      show(t('members.invite.sent', { email: checked.data.email }));
      setEmail('');
      setWorkspaceId('');
      setWorkspaceRole('');
    }
  };

  return (
    <RequirePrivilege privilege="members:manage">
      <PageHeader
        title={t('members.invite.title')}
        subtitle={t('members.invite.lead')}
        back={{ href: '/settings/users', label: t('members.list.title') }}
      />
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 560 }}>
            <ContactEmailField
              label={t('members.fields.email')}
              value={email}
              onChange={setEmail}
              contacts={contacts}
              required
              autoFocus
              error={errors.email ? t(errors.email) : undefined}
            />
            <RoleSelect
              label={t('members.fields.role')}
              value={role}
              onChange={setRole}
              customRoles={roles.data ?? []}
              allowOwner={current.org?.role === 'ORG_OWNER'}
              error={errors.role}
            />
            <TextField
              select
              label={t('members.invite.workspace')}
              value={workspaceId}
              onChange={(e) => setWorkspaceId(e.target.value)}
              error={Boolean(errors.workspaceId)}
              helperText={errors.workspaceId ? t(errors.workspaceId) : t('members.invite.workspaceHelp')}
            >
              <MenuItem value="">{t('members.invite.noWorkspace')}</MenuItem>
              {current.workspaces.map((w) => (
                <MenuItem key={w.id} value={w.id}>
                  {w.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('members.invite.workspaceRole')}
              value={workspaceRole}
              onChange={(e) => setWorkspaceRole(e.target.value)}
              disabled={!workspaceId}
            >
              <MenuItem value="">{t('members.invite.noWorkspaceRole')}</MenuItem>
              {workspaceRoles.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`roles.system.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" disabled={state.isLoading}>
                {t('members.invite.submit')}
              </Button>
              <Button onClick={() => navigate('/settings/users')}>{t('ui.cancel')}</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {toast}
    </RequirePrivilege>
  );
}
