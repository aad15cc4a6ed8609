import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
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
import { useListRolesQuery } from '../api/list-roles.ts';

type Kind = 'all' | 'system' | 'custom';

/** /settings/roles: system roles (read-only) and the organisation's custom roles. */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const [kind, setKind] = useState<Kind>('all');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListRolesQuery(
    { orgId: current.orgId ?? '', page, search, kind: kind === 'all' ? undefined : kind },
    { skip: !current.orgId },
  );
  const canManage = current.privileges.has('roles:manage');
  const roleName = (role: { system: boolean; name: string }) =>
    role.system ? t(`roles.system.${role.name}`) : role.name;

  return (
    <RequirePrivilege privilege="roles:read">
      <PageHeader
        title={t('roles.list.title')}
        subtitle={t('roles.list.lead')}
        actions={
          canManage && (
            <Button component={RouterLink} to="/settings/roles/create" variant="contained" startIcon={<AddIcon />}>
              {t('roles.create.title')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent>
          <Tabs
            value={kind}
            onChange={(_, value: Kind) => {
              setKind(value);
              setPage(1);
            }}
            aria-label={t('roles.list.kind')}
            sx={{ mb: 2 }}
          >
            <Tab value="all" label={t('roles.list.all')} />
            <Tab value="system" label={t('roles.list.system')} />
            <Tab value="custom" label={t('roles.list.custom')} />
          </Tabs>
          <SearchField value={search} onChange={setSearch} setPage={setPage} sx={{ mb: 2 }} />
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={t('roles.list.empty')}
          >
            <TableContainer>
              <Table aria-label={t('roles.list.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('roles.form.name')}</TableCell>
                    <TableCell>{t('roles.form.scope')}</TableCell>
                    <TableCell align="right">{t('roles.form.privileges')}</TableCell>
                    <TableCell>{t('roles.detail.updatedBy')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((role) => (
                    <TableRow key={role.id} hover>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Link component={RouterLink} to={`/settings/roles/${encodeURIComponent(role.id)}/detail`}>
                            {roleName(role)}
                          </Link>
                          <Chip
                            size="small"
                            variant="outlined"
                            label={role.system ? t('roles.list.systemBadge') : t('roles.list.customBadge')}
                          />
                        </Stack>
                      </TableCell>
                      <TableCell>{t(`roles.scope.${role.scope}`)}</TableCell>
                      <TableCell align="right">
                        {new Intl.NumberFormat(i18n.language).format(role.privileges.length)}
                      </TableCell>
                      <TableCell>{role.updatedBy?.name ?? role.createdBy?.name ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar page={page} pageSize={10} total={query.data?.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
    </RequirePrivilege>
  );
}
