import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { ActivityList } from '../../../components/activity-list.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useGetLinkQuery } from '../api/get-link.ts';
import { useListLinkAuditQuery } from '../api/list-link-feed.ts';
import { useListLinkVersionsQuery } from '../api/list-link-versions.ts';
import { auditLineOf } from '../components/link-audit.ts';
import { useLinksWorkspace } from '../components/use-links-workspace.ts';
import { VersionCard } from '../components/version-card.tsx';

const PAGE_SIZE = 10;

/**
 * /d/sbox/:sBoxID/history/:type/:id for a link (type surl or a link kind):
 * its versions with what changed, then the rest of its audit trail.
 */
export function LinkHistoryPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ws = useLinksWorkspace();
  const [page, setPage] = useState(1);
  const [auditPage, setAuditPage] = useState(1);
  const args =
    ws.orgId && ws.workspaceId && id ? { orgId: ws.orgId, workspaceId: ws.workspaceId, linkId: id } : undefined;
  const link = useGetLinkQuery(args ?? skipToken);
  const versions = useListLinkVersionsQuery(args ? { ...args, page, pageSize: PAGE_SIZE } : skipToken);
  const total = versions.data?.total ?? 0;
  // the oldest version of this page is compared with the newest of the next one
  const next = useListLinkVersionsQuery(
    args && page * PAGE_SIZE < total ? { ...args, page: page + 1, pageSize: PAGE_SIZE } : skipToken,
  );
  const audit = useListLinkAuditQuery(args ? { ...args, page: auditPage, pageSize: PAGE_SIZE } : skipToken);
  const all = [...(versions.data?.items ?? []), ...(next.data?.items ?? [])];
  const byNumber = new Map(all.map((v) => [v.version, v]));
  const items = [...(versions.data?.items ?? [])].sort((a, b) => b.version - a.version);

  return (
    <RequirePrivilege privilege="links:read" workspaceId={ws.workspaceId}>
      <PageHeader
        title={t('links.history.title')}
        subtitle={link.data ? `${link.data.title || link.data.slug} · ${link.data.shortUrl}` : undefined}
        back={{ href: `/d/sbox/${ws.routeId}/surl`, label: t('links.list.title') }}
      />
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('links.history.versions')}
            </Typography>
            <QueryState
              query={versions}
              waiting={ws.loading}
              isEmpty={total === 0}
              emptyText={t('links.history.empty')}
            >
              <Stack spacing={2}>
                {items.map((v) => (
                  <VersionCard key={v.version} version={v} previous={byNumber.get(v.version - 1)} />
                ))}
              </Stack>
              <PaginationBar page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            </QueryState>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('links.history.activity')}
            </Typography>
            <DataState
              isLoading={audit.isLoading}
              isError={audit.isError}
              errorKey={errorKey(audit.error)}
              onRetry={audit.refetch}
              isEmpty={(audit.data?.total ?? 0) === 0}
              emptyText={t('links.history.noActivity')}
            >
              <ActivityList entries={(audit.data?.items ?? []).map((e) => auditLineOf(t, e))} />
              <PaginationBar
                page={auditPage}
                pageSize={PAGE_SIZE}
                total={audit.data?.total ?? 0}
                onChange={setAuditPage}
              />
            </DataState>
          </CardContent>
        </Card>
      </Stack>
    </RequirePrivilege>
  );
}
