import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useListSitesQuery } from '../api/list-sites.ts';
import { AddSiteButtons } from '../components/add-site-buttons.tsx';
import { AnalyticsHeader } from '../components/analytics-header.tsx';
import { noSiteFilters, queryOfSiteFilters, SiteFiltersBar, siteFilterValues } from '../components/site-filters.tsx';
import { SitesTable } from '../components/sites-table.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';

const PAGE_SIZE = 20;

/**
 * /d/sbox/:sBoxID/analytics: the workspace's sites and apps, filtered, sorted and paginated by the
 * server; the filters and page are in the address.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const ws = useAnalyticsWorkspace();
  const { filters, setFilters, page, setPage, filtered } = useUrlFilters(noSiteFilters, siteFilterValues);
  const { toast, show } = useToast();
  const { args } = ws;
  const skip = !ws.ready;
  const query = useListSitesQuery({ ...args, ...queryOfSiteFilters(filters), page, pageSize: PAGE_SIZE }, { skip });

  return (
    <RequirePrivilege privilege="analytics:read" workspaceId={ws.workspaceId}>
      <AnalyticsHeader tab="all" workspaceId={ws.routeId} canWrite={ws.canWrite} />
      <PagedListCard
        query={query}
        waiting={ws.loading}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        toolbar={<SiteFiltersBar value={filters} onChange={setFilters} setPage={setPage} />}
        emptyTitle={filtered ? t('analytics.list.noMatchTitle') : t('analytics.list.emptyTitle')}
        emptyText={
          filtered
            ? t('analytics.list.noMatchText')
            : t(ws.canWrite ? 'analytics.list.emptyText' : 'analytics.list.emptyTextReadOnly')
        }
        emptyAction={
          filtered ? (
            <Button onClick={() => setFilters(noSiteFilters)}>{t('analytics.filters.clear')}</Button>
          ) : ws.canWrite ? (
            <AddSiteButtons workspaceId={ws.routeId} centered />
          ) : undefined
        }
      >
        <SitesTable
          ws={args}
          sites={query.data?.items ?? []}
          rights={{ canWrite: ws.canWrite, isAdmin: ws.isAdmin }}
          notify={show}
        />
      </PagedListCard>
      {toast}
    </RequirePrivilege>
  );
}
