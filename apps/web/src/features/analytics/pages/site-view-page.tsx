import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { LiveCheck } from '../components/install/live-check.tsx';
import { MobileInstall } from '../components/install/mobile-install.tsx';
import { WebInstall } from '../components/install/web-install.tsx';
import { KindIcon } from '../components/kind-icon.tsx';
import { SiteOverview } from '../components/overview/site-overview.tsx';
import { SiteHeaderActions } from '../components/site-header-actions.tsx';
import { SiteState } from '../components/site-state.tsx';
import { SiteStatusChip } from '../components/site-status-chip.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';
import { useRecordSiteView } from '../components/use-record-site-view.ts';
import { useSiteActions } from '../components/use-site-actions.tsx';
import { useSiteParam } from '../components/use-site-param.ts';
import { analyticsHome, type ViewTab, viewTabs } from '../lib/site-paths.ts';

/**
 * /d/sbox/:sBoxID/view/analytics/:analyticsID: a site's or app's page, with
 * its Overview (the stats) and Install (the code, and the live check) tabs;
 * `?tab=install` opens the second.
 */
export function SiteViewPage() {
  const { t } = useTranslation();
  const { analyticsID } = useParams();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ws = useAnalyticsWorkspace();
  const { toast, show } = useToast();
  const { args } = ws;
  const param = useSiteParam(ws, analyticsID);
  const { site } = param;
  useRecordSiteView(ws, site?.id);
  const actions = useSiteActions(args, { notify: show, onDeleted: () => navigate(analyticsHome(ws.routeId)) });
  const tab: ViewTab = search.get('tab') === 'install' ? 'install' : 'overview';
  const setTab = (next: ViewTab) => setSearch(next === 'overview' ? {} : { tab: next }, { replace: true });
  const created = (location.state as { created?: boolean } | null)?.created;
  const rights = { canWrite: ws.canWrite, isAdmin: ws.isAdmin };

  return (
    <RequirePrivilege privilege="analytics:read" workspaceId={ws.workspaceId}>
      <PageHeader
        title={site?.name ?? t('analytics.view.title')}
        back={{ href: analyticsHome(ws.routeId), label: t('analytics.list.title') }}
        actions={
          site && (
            <>
              <Button
                component={RouterLink}
                to={`/d/${ws.routeId}/analytics/${site.id}/audience_overview`}
                variant="outlined"
                startIcon={<InsightsIcon />}
              >
                {t('reports.layout.reports')}
              </Button>
              <SiteHeaderActions
                site={site}
                workspaceId={ws.routeId}
                rights={rights}
                busy={actions.busy}
                onStar={() => actions.toggleStar(site)}
                onStatus={(action) => actions.changeStatus(site, action)}
                onDelete={() => actions.askDelete(site)}
              />
            </>
          )
        }
      />
      <SiteState param={param} workspaceId={ws.routeId}>
        {site && (
          <Stack spacing={3}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: -1.5 }}>
              <SiteStatusChip status={site.status} size="medium" />
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <KindIcon kind={site.kind} fontSize="small" />
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr">{site.kind === 'web' ? site.domain : site.bundleId}</bdi>
                  {site.kind === 'mobile' && site.platform && ` · ${t(`analytics.platforms.${site.platform}`)}`}
                </Typography>
              </Stack>
            </Stack>
            {created && (
              <Alert severity="success">
                {t(site.kind === 'web' ? 'analytics.view.createdWeb' : 'analytics.view.createdMobile')}
              </Alert>
            )}
            <Tabs
              value={tab}
              onChange={(_, v: ViewTab) => setTab(v)}
              aria-label={t('analytics.view.tabs')}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {viewTabs.map((v) => (
                <Tab
                  key={v}
                  value={v}
                  label={t(`analytics.view.${v}`)}
                  id={`site-tab-${v}`}
                  aria-controls={`site-panel-${v}`}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`site-panel-${tab}`} aria-labelledby={`site-tab-${tab}`}>
              {tab === 'overview' ? (
                <SiteOverview ws={args} site={site} onInstall={() => setTab('install')} />
              ) : (
                <Stack spacing={3}>
                  <LiveCheck ws={args} site={site} />
                  {site.kind === 'web' ? (
                    <WebInstall site={site} origin={window.location.origin} notify={show} />
                  ) : (
                    <MobileInstall site={site} origin={window.location.origin} notify={show} />
                  )}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </SiteState>
      {actions.dialog}
      {toast}
    </RequirePrivilege>
  );
}
