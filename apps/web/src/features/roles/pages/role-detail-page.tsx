import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useDeleteRoleMutation } from '../api/delete-role.ts';
import { useGetRoleQuery } from '../api/get-role.ts';
import { privilegeGroups } from '../components/privilege-groups.ts';

export function RoleDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { roleID = '' } = useParams();
  const current = useCurrentOrg();
  const query = useGetRoleQuery({ orgId: current.orgId ?? '', roleId: roleID }, { skip: !current.orgId });
  const [remove, removeState] = useDeleteRoleMutation();
  const [confirming, setConfirming] = useState(false);
  const { toast, show } = useToast();
  const role = query.data;
  const canManage = current.privileges.has('roles:manage') && role && !role.system;
  const saved = (location.state as { saved?: boolean } | null)?.saved;
  const who = (person: { name: string } | null, at: string | null) =>
    person && at ? t('roles.detail.by', { name: person.name, date: new Date(at).toLocaleString(i18n.language) }) : '—';

  return (
    <RequirePrivilege privilege="roles:read">
      <PageHeader
        title={role ? (role.system ? t(`roles.system.${role.name}`) : role.name) : t('roles.detail.title')}
        subtitle={role?.description || undefined}
        back={{ href: '/settings/roles', label: t('roles.list.title') }}
        actions={
          canManage && (
            <>
              <Button component={RouterLink} to={`/settings/roles/${role.id}/edit`} variant="outlined">
                {t('ui.edit')}
              </Button>
              <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
                {t('ui.delete')}
              </Button>
            </>
          )
        }
      />
      {saved && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('ui.saved')}
        </Alert>
      )}
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {role && (
          <Stack spacing={3}>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
                  <Chip label={role.system ? t('roles.list.systemBadge') : t('roles.list.customBadge')} />
                  <Chip variant="outlined" label={t(`roles.scope.${role.scope}`)} />
                  {role.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { sm: 'max-content 1fr' },
                    columnGap: 3,
                    rowGap: 1,
                    m: 0,
                  }}
                >
                  <Typography component="dt" color="text.secondary">
                    {t('roles.detail.createdBy')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {who(role.createdBy, role.createdAt)}
                  </Typography>
                  <Typography component="dt" color="text.secondary">
                    {t('roles.detail.updatedBy')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {who(role.updatedBy, role.updatedAt)}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
              {privilegeGroups().map(([resource, group]) => (
                <Card key={resource} variant="outlined">
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {t(`roles.resources.${resource}`)}
                    </Typography>
                    <List dense>
                      {group.map((privilege) => {
                        const has = role.privileges.includes(privilege);
                        return (
                          <ListItem key={privilege} disableGutters>
                            <ListItemIcon sx={{ minWidth: 32 }}>
                              {has ? (
                                <CheckIcon color="success" fontSize="small" aria-label={t('roles.detail.granted')} />
                              ) : (
                                <CloseIcon
                                  color="disabled"
                                  fontSize="small"
                                  aria-label={t('roles.detail.notGranted')}
                                />
                              )}
                            </ListItemIcon>
                            <ListItemText
                              primary={t(`roles.privileges.${privilege.replace(':', '_')}`)}
                              slotProps={{ primary: { color: has ? 'text.primary' : 'text.secondary' } }}
                            />
                          </ListItem>
                        );
                      })}
                    </List>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Stack>
        )}
      </DataState>
      <ConfirmDialog
        open={confirming}
        title={t('roles.delete.title')}
        text={t('roles.delete.text', { name: role?.name ?? '' })}
        confirmLabel={t('ui.delete')}
        danger
        busy={removeState.isLoading}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (!current.orgId || !role) return;
          const result = await remove({ orgId: current.orgId, roleId: role.id });
          setConfirming(false);
          if (result.error) show(t(errorKey(result.error)), 'error');
          else navigate('/settings/roles');
        }}
      />
      {toast}
    </RequirePrivilege>
  );
}
