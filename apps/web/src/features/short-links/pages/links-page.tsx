import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useGetLinkShortDomainQuery } from '../api/get-short-domain.ts';
import { workspaceUrl } from '../api/links-api.ts';
import { useListLinkDomainsQuery } from '../api/list-link-domains.ts';
import { linkListParams, useListLinksQuery } from '../api/list-links.ts';
import { LinkFiltersBar, linkFilterValues, noFilters, queryOfFilters } from '../components/link-filters.tsx';
import { LinksTable } from '../components/links-table.tsx';
import { LinksTabs } from '../components/links-tabs.tsx';
import { ModuleTools } from '../components/module-tools.tsx';
import { useLinksWorkspace } from '../components/use-links-workspace.ts';

const PAGE_SIZE = 20;

/**
 * /d/sbox/:sBoxID/surl: the workspace's links, filtered, sorted and paginated by the server; the
 * filters and page are in the address.
 */
export function LinksPage() {
  const { t } = useTranslation();
  const ws = useLinksWorkspace();
  const { filters, setFilters, page, setPage, filtered } = useUrlFilters(noFilters, linkFilterValues);
  const { toast, show } = useToast();
  const { args } = ws;
  const skip = !ws.ready;
  const query = useListLinksQuery({ ...args, ...queryOfFilters(filters), page, pageSize: PAGE_SIZE }, { skip });
  const domains = useListLinkDomainsQuery(args, { skip });
  const shortDomain = useGetLinkShortDomainQuery(args, { skip });
  const exportHref = `${workspaceUrl(args)}/links/export.csv?${new URLSearchParams(
    Object.entries(linkListParams({ ...args, ...queryOfFilters(filters) })).map(([k, v]) => [k, String(v)]),
  )}`;

  return (
    <RequirePrivilege privilege="links:read" workspaceId={ws.workspaceId}>
      <PageHeader
        title={t('links.list.title')}
        subtitle={t('links.list.lead')}
        actions={
          <Button
            component="a"
            href={exportHref}
            download
            disabled={skip}
            variant="outlined"
            startIcon={<FileDownloadIcon />}
          >
            {t('links.list.export')}
          </Button>
        }
      />
      <ModuleTools workspaceId={ws.routeId} canWrite={ws.canWrite} />
      <LinksTabs workspaceId={ws.routeId} current="all" />
      <PagedListCard
        query={query}
        waiting={ws.loading}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        toolbar={
          <LinkFiltersBar
            value={filters}
            onChange={setFilters}
            setPage={setPage}
            domains={[
              ...(shortDomain.data ? [shortDomain.data.hostname] : []),
              ...(domains.data ?? []).map((d) => d.hostname),
            ]}
          />
        }
        emptyTitle={filtered ? t('links.list.noMatchTitle') : t('links.list.emptyTitle')}
        emptyText={filtered ? t('links.list.noMatchText') : t('links.list.emptyText')}
        emptyAction={
          filtered ? <Button onClick={() => setFilters(noFilters)}>{t('links.filters.clear')}</Button> : undefined
        }
      >
        <LinksTable ws={args} links={query.data?.items ?? []} canWrite={ws.canWrite} notify={show} />
      </PagedListCard>
      {toast}
    </RequirePrivilege>
  );
}
