import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { PROFILE_PAGES_PAGE_SIZE, useListProfilePagesQuery } from '../api/profile-pages-api.ts';
import { useToolsWorkspace } from '../components/use-tools-workspace.ts';

/** /d/sbox/{sBoxID}/surl/profiles: the workspace's link-in-bio pages. */
export function ProfilePagesPage() {
  const { t, i18n } = useTranslation();
  const ws = useToolsWorkspace();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListProfilePagesQuery(
    { orgId: ws.orgId ?? '', workspaceId: ws.workspaceId ?? '', page, search },
    { skip: !ws.orgId || !ws.workspaceId },
  );
  const base = `/d/sbox/${ws.routeId}/surl/profiles`;
  const createButton = ws.canWrite && (
    <Button component={RouterLink} to={`${base}/new`} variant="contained" startIcon={<AddIcon />}>
      {t('linkTools.profiles.new')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('linkTools.profiles.title')}
        subtitle={t('linkTools.profiles.lead')}
        actions={createButton}
        back={{ href: `/d/sbox/${ws.routeId}/surl`, label: t('linkTools.backToLinks') }}
      />
      <Card>
        <CardContent>
          <SearchField value={search} onChange={setSearch} setPage={setPage} sx={{ mb: 2 }} />
          <DataState
            isLoading={ws.loading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyTitle={t(search ? 'linkTools.profiles.noMatch' : 'linkTools.profiles.emptyTitle')}
            emptyText={search ? undefined : t('linkTools.profiles.emptyText')}
            emptyAction={search ? undefined : createButton}
          >
            <TableContainer>
              <Table aria-label={t('linkTools.profiles.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('linkTools.profiles.handle')}</TableCell>
                    <TableCell>{t('linkTools.profiles.pageTitle')}</TableCell>
                    <TableCell align="right">{t('linkTools.profiles.buttons')}</TableCell>
                    <TableCell>{t('linkTools.profiles.status')}</TableCell>
                    <TableCell>{t('linkTools.profiles.updated')}</TableCell>
                    <TableCell align="right">{t('ui.actionsColumn')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((p) => (
                    <TableRow key={p.id} hover>
                      <TableCell dir="ltr">
                        <Link component={RouterLink} to={`${base}/${p.id}`}>
                          @{p.handle}
                        </Link>
                      </TableCell>
                      <TableCell>{p.title}</TableCell>
                      <TableCell align="right">
                        {new Intl.NumberFormat(i18n.language).format(p.buttons.length)}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={p.status === 'active' ? 'success' : 'default'}
                          label={t(`linkTools.profiles.statuses.${p.status}`)}
                        />
                      </TableCell>
                      <TableCell>{new Date(p.updatedAt).toLocaleDateString(i18n.language)}</TableCell>
                      <TableCell align="right">
                        <Tooltip title={t('linkTools.profiles.openPublic')}>
                          <IconButton
                            href={p.publicUrl}
                            target="_blank"
                            rel="noopener"
                            aria-label={t('linkTools.profiles.openPublicNamed', { handle: p.handle })}
                          >
                            <OpenInNewIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar
              page={page}
              pageSize={PROFILE_PAGES_PAGE_SIZE}
              total={query.data?.total ?? 0}
              onChange={setPage}
            />
          </DataState>
        </CardContent>
      </Card>
    </>
  );
}
