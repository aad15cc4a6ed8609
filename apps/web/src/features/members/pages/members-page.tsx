import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MemberListItem, MemberListStatus } from '@osm5/shared/schemas/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useListMembersQuery } from '../api/list-members.ts';
import { MemberActionDialogs, type PendingAction } from '../components/member-action-dialogs.tsx';
import { rowActions } from '../components/row-actions.ts';
import { StatusChip } from '../components/status-chip.tsx';

const statuses: MemberListStatus[] = ['active', 'inactive', 'disabled'];

export function MembersPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MemberListStatus | ''>('');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: MemberListItem } | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const query = useListMembersQuery(
    { orgId: current.orgId ?? '', page, search, status: status || undefined },
    { skip: !current.orgId },
  );
  const canManage = current.privileges.has('members:manage');

  return (
    <RequirePrivilege privilege="members:read">
      <PageHeader
        title={t('members.list.title')}
        subtitle={t('members.list.lead')}
        actions={
          canManage && (
            <Button
              component={RouterLink}
              to="/settings/users/invite"
              variant="contained"
              startIcon={<PersonAddIcon />}
            >
              {t('members.invite.title')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <SearchField value={search} onChange={setSearch} setPage={setPage} label={t('members.list.search')} />
            <TextField
              select
              size="small"
              label={t('members.list.status')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as MemberListStatus | '');
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('members.list.allStatuses')}</MenuItem>
              {statuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`members.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={t('members.list.empty')}
          >
            <TableContainer>
              <Table aria-label={t('members.list.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('members.fields.name')}</TableCell>
                    <TableCell>{t('members.fields.role')}</TableCell>
                    <TableCell>{t('members.list.status')}</TableCell>
                    <TableCell>{t('members.fields.since')}</TableCell>
                    {canManage && <TableCell align="right">{t('ui.actionsColumn')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((row) => (
                    <TableRow key={row.id} hover>
                      <TableCell>
                        {row.kind === 'member' ? (
                          <Link component={RouterLink} to={`/settings/users/${row.userId}/detail`}>
                            {row.name ?? row.email}
                          </Link>
                        ) : (
                          <Typography component="span">{t('members.list.invited')}</Typography>
                        )}
                        <Typography variant="body2" color="text.secondary">
                          {row.email}
                        </Typography>
                      </TableCell>
                      <TableCell>{row.customRoleName ?? t(`roles.system.${row.role}`)}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <StatusChip status={row.status} />
                          {row.invitationStatus && row.invitationStatus !== 'valid' && (
                            <Typography variant="body2" color="text.secondary">
                              {t(`members.invitation.${row.invitationStatus}`)}
                            </Typography>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell>{new Date(row.since).toLocaleDateString(i18n.language)}</TableCell>
                      {canManage && (
                        <TableCell align="right">
                          <IconButton
                            aria-label={t('members.list.actionsFor', { name: row.name ?? row.email })}
                            onClick={(e) => setMenu({ anchor: e.currentTarget, row })}
                          >
                            <MoreVertIcon />
                          </IconButton>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar page={page} pageSize={10} total={query.data?.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu &&
          rowActions(menu.row).map((action) => (
            <MenuItem
              key={action}
              sx={action === 'delete' || action === 'cancel' ? { color: 'error.main' } : undefined}
              onClick={() => {
                setPending({ action, row: menu.row });
                setMenu(null);
              }}
            >
              {t(`members.actions.${action}.menu`)}
            </MenuItem>
          ))}
      </Menu>
      {current.orgId && (
        <MemberActionDialogs
          orgId={current.orgId}
          pending={pending}
          allowOwner={current.org?.role === 'ORG_OWNER'}
          canReadRoles={current.privileges.has('roles:read')}
          onClose={() => setPending(null)}
        />
      )}
    </RequirePrivilege>
  );
}
