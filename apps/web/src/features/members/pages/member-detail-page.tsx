import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGetMemberQuery } from '../api/get-member.ts';
import { MemberActionDialogs, type PendingAction } from '../components/member-action-dialogs.tsx';
import { StatusChip } from '../components/status-chip.tsx';

export function MemberDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { userID = '' } = useParams();
  const current = useCurrentOrg();
  const query = useGetMemberQuery({ orgId: current.orgId ?? '', userId: userID }, { skip: !current.orgId });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const m = query.data;
  const canManage = current.privileges.has('members:manage');
  const row = m && {
    id: m.userId,
    userId: m.userId,
    name: m.name,
    email: m.email,
    role: m.role,
    customRoleId: m.customRoleId,
  };

  const facts: [string, string][] = m
    ? [
        [t('members.fields.email'), m.email],
        [t('members.fields.role'), m.customRoleName ?? t(`roles.system.${m.role}`)],
        [t('members.fields.phone'), m.phone ?? '—'],
        [t('members.fields.jobTitle'), m.jobTitle ?? '—'],
        [t('members.fields.since'), new Date(m.joinedAt).toLocaleDateString(i18n.language)],
      ]
    : [];

  return (
    <RequirePrivilege privilege="members:read">
      <PageHeader
        title={m?.name ?? t('members.detail.title')}
        back={{ href: '/settings/users', label: t('members.list.title') }}
        actions={
          m &&
          row &&
          canManage && (
            <>
              <Button variant="outlined" onClick={() => setPending({ action: 'role', row })}>
                {t('members.actions.role.menu')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => setPending({ action: m.status === 'disabled' ? 'enable' : 'disable', row })}
              >
                {t(`members.actions.${m.status === 'disabled' ? 'enable' : 'disable'}.menu`)}
              </Button>
              <Button variant="contained" color="error" onClick={() => setPending({ action: 'delete', row })}>
                {t('members.actions.delete.menu')}
              </Button>
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
        {m && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Card>
                <CardContent>
                  <StatusChip status={m.status} />
                  <Stack component="dl" spacing={1.5} sx={{ mt: 2, mb: 0 }}>
                    {facts.map(([label, value]) => (
                      <div key={label}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                          {value}
                        </Typography>
                      </div>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
            {(['workspaces', 'teams'] as const).map((kind) => (
              <Grid key={kind} size={{ xs: 12, md: 'grow' }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h5" component="h2">
                      {t(`members.detail.${kind}`)}
                    </Typography>
                    <DataState
                      isLoading={false}
                      isError={false}
                      isEmpty={m[kind].length === 0}
                      emptyText={t(`members.detail.no_${kind}`)}
                    >
                      <List>
                        {m[kind].map((item) => (
                          <ListItem key={item.id} divider disableGutters>
                            <ListItemText primary={item.name} secondary={t(`roles.system.${item.role}`)} />
                          </ListItem>
                        ))}
                      </List>
                    </DataState>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </DataState>
      {current.orgId && (
        <MemberActionDialogs
          orgId={current.orgId}
          pending={pending}
          allowOwner={current.org?.role === 'ORG_OWNER'}
          canReadRoles={current.privileges.has('roles:read')}
          onClose={() => setPending(null)}
          onDone={(action) => action === 'delete' && navigate('/settings/users')}
        />
      )}
    </RequirePrivilege>
  );
}
