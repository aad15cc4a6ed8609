import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SessionsList } from '../components/sessions-list.tsx';
import { homePath, newPath } from '../lib/ai-paths.ts';

/** /d/{sBoxID}/app_osm_ai/messages: every saved conversation, a page at a time, searchable, deletable. */
export function MessagesPage() {
  const { t } = useTranslation();
  const { args, ready, routeId } = useRouteWorkspace();
  return (
    <RequirePrivilege privilege="ai:use" workspaceId={args.workspaceId || undefined}>
      <PageHeader
        title={t('ai.sessions.allTitle')}
        subtitle={t('ai.sessions.allLead')}
        back={{ href: homePath(routeId), label: t('ai.home.back') }}
        actions={
          <Button component={RouterLink} to={newPath(routeId)} variant="contained" startIcon={<AddIcon />}>
            {t('ai.home.start')}
          </Button>
        }
      />
      <Card>
        <CardContent>{ready && <SessionsList ws={args} sBoxID={routeId} newHref={newPath(routeId)} />}</CardContent>
      </Card>
    </RequirePrivilege>
  );
}
