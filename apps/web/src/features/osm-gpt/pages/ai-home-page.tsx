import AddIcon from '@mui/icons-material/Add';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { AiDashboardGrid } from '../components/ai-dashboard-grid.tsx';
import { SessionsList } from '../components/sessions-list.tsx';
import { messagesPath, newPath } from '../lib/ai-paths.ts';

/** What the `{product}_ai` routes carry: the application the home is filtered to. */
export interface AiHomeHandle {
  aiApp?: AiApp;
}

/**
 * /d/{sBoxID}/app_osm_ai (and /d/sbox/{sBoxID}/{product}_ai, filtered to one
 * application): the saved conversations and the AI dashboard of pinned charts.
 */
export function AiHomePage() {
  const { t } = useTranslation();
  const app = (useMatches().at(-1)?.handle as AiHomeHandle | undefined)?.aiApp;
  const { args, ready, routeId } = useRouteWorkspace();
  const sBoxID = routeId;
  return (
    <RequirePrivilege privilege="ai:use" workspaceId={args.workspaceId || undefined}>
      <PageHeader
        title={app ? t('ai.home.titleFor', { app: t(`ai.apps.${app}`) }) : t('ai.home.title')}
        subtitle={t('ai.home.lead')}
        actions={
          <>
            <Button component={RouterLink} to={messagesPath(sBoxID)} startIcon={<ForumIcon />}>
              {t('ai.home.allConversations')}
            </Button>
            <Button component={RouterLink} to={newPath(sBoxID, app)} variant="contained" startIcon={<AddIcon />}>
              {t('ai.home.start')}
            </Button>
          </>
        }
      />
      {ready && (
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('ai.sessions.title')}
              </Typography>
              <SessionsList ws={args} sBoxID={sBoxID} app={app} newHref={newPath(sBoxID, app)} pageSize={5} />
            </CardContent>
          </Card>
          <section aria-labelledby="ai-dashboard-title">
            <Typography id="ai-dashboard-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
              {t('ai.dashboard.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('ai.dashboard.lead')}
            </Typography>
            <AiDashboardGrid
              ws={args}
              sBoxID={sBoxID}
              app={app}
              newHref={newPath(sBoxID, app)}
              emptyText={t('ai.dashboard.emptyText')}
            />
          </section>
        </Stack>
      )}
    </RequirePrivilege>
  );
}
