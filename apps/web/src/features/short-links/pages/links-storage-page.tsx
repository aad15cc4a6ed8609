import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkKinds } from '@osm5/shared/links/link-rules';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { KpiRow } from '../../../components/kpi-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RankedBars } from '../../../components/ranked-bars.tsx';
import { useGetLinksSummaryQuery } from '../api/get-links-summary.ts';
import { kindIcons } from '../components/kind-icons.ts';
import { LinksTabs } from '../components/links-tabs.tsx';
import { ModuleTools } from '../components/module-tools.tsx';
import { useLinksWorkspace } from '../components/use-links-workspace.ts';

/** /surl/storage: how many links the workspace holds, of which kinds, and how much they are clicked. */
export function LinksStoragePage() {
  const { t, i18n } = useTranslation();
  const ws = useLinksWorkspace();
  const { args } = ws;
  const summary = useGetLinksSummaryQuery(args, { skip: !ws.ready });
  const numbers = new Intl.NumberFormat(i18n.language);
  const s = summary.data;
  return (
    <RequirePrivilege privilege="links:read" workspaceId={ws.workspaceId}>
      <PageHeader title={t('links.feed.storage.title')} subtitle={t('links.feed.storage.lead')} />
      <ModuleTools workspaceId={ws.routeId} canWrite={ws.canWrite} />
      <LinksTabs workspaceId={ws.routeId} current="storage" />
      <QueryState
        query={summary}
        waiting={ws.loading}
        isEmpty={s?.total === 0}
        emptyText={t('links.feed.storage.empty')}
      >
        {s && (
          <Stack spacing={3}>
            <KpiRow
              kpis={[
                { label: t('links.summary.links'), value: numbers.format(s.total), testId: 'summary-links' },
                { label: t('links.summary.active'), value: numbers.format(s.byStatus.active ?? 0) },
                { label: t('links.summary.inactive'), value: numbers.format(s.byStatus.inactive ?? 0) },
                { label: t('links.summary.clicks'), value: numbers.format(s.clicks) },
                { label: t('links.summary.starred'), value: numbers.format(s.starred) },
              ]}
            />
            <Card>
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  {t('links.summary.byKind')}
                </Typography>
                <RankedBars
                  label={t('links.summary.byKind')}
                  items={linkKinds
                    .map((kind) => ({ kind, links: s.byKind[kind] ?? 0 }))
                    .filter((k) => k.links > 0)
                    .sort((a, b) => b.links - a.links)
                    .map((k) => {
                      const Icon = kindIcons[k.kind];
                      return {
                        key: k.kind,
                        value: k.links,
                        label: (
                          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Icon fontSize="small" color="action" />
                            <span>{t(`links.kinds.${k.kind}.name`)}</span>
                          </Stack>
                        ),
                      };
                    })}
                />
              </CardContent>
            </Card>
          </Stack>
        )}
      </QueryState>
    </RequirePrivilege>
  );
}
