import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useListTeamsQuery } from '../api/list-teams.ts';

/** /settings/teams: every team for owners, admins and team managers; my own teams otherwise. */
export function TeamsPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListTeamsQuery({ orgId: current.orgId ?? '', page, search }, { skip: !current.orgId });
  const canManage = current.privileges.has('teams:manage');
  const createButton = canManage && (
    <Button component={RouterLink} to="/settings/teams/create" variant="contained" startIcon={<AddIcon />}>
      {t('teams.create.title')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('teams.list.title')} subtitle={t('teams.list.lead')} actions={createButton} />
      <Card>
        <CardContent>
          <SearchField value={search} onChange={setSearch} setPage={setPage} sx={{ mb: 2 }} />
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyTitle={t('teams.list.emptyTitle')}
            emptyText={t('teams.list.emptyText')}
            emptyAction={createButton}
          >
            <TableContainer>
              <Table aria-label={t('teams.list.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('teams.form.name')}</TableCell>
                    <TableCell>{t('teams.form.tags')}</TableCell>
                    <TableCell align="right">{t('teams.form.members')}</TableCell>
                    <TableCell>{t('teams.list.updated')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((team) => (
                    <TableRow key={team.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/settings/teams/${team.id}/detail`}>
                          {team.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                          {team.tags.map((tag) => (
                            <Chip key={tag} size="small" label={tag} />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell align="right">
                        {new Intl.NumberFormat(i18n.language).format(team.members.length)}
                      </TableCell>
                      <TableCell>{new Date(team.updatedAt).toLocaleDateString(i18n.language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar page={page} pageSize={10} total={query.data?.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
    </>
  );
}
