import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import { type Site, type SiteBodyParsed, type SiteKind, siteKinds } from '@osm5/shared/schemas/analytics-sites';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { formServerErrors } from '../../../components/form/server-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetSiteDefaultsQuery } from '../api/get-site-defaults.ts';
import { useSaveSiteMutation } from '../api/save-site.ts';
import { KindChoice } from '../components/kind-choice.tsx';
import { SiteEditor } from '../components/site-editor.tsx';
import { SiteState } from '../components/site-state.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';
import { useRecordSiteView } from '../components/use-record-site-view.ts';
import { useSiteParam } from '../components/use-site-param.ts';
import { newSiteValues, valuesOfSite } from '../lib/site-form.ts';
import { analyticsHome, sitePaths } from '../lib/site-paths.ts';

const isKind = (kind: string | null): kind is SiteKind => (siteKinds as readonly string[]).includes(kind ?? '');

/**
 * /d/sbox/:sBoxID/new/analytics and /d/apps/analytics/new (the current
 * workspace): first a website or a mobile app (`?kind=`), then its form.
 * A new site lands on its install instructions.
 */
export function NewSitePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ws = useAnalyticsWorkspace();
  const kind = search.get('kind');
  const defaults = useGetSiteDefaultsQuery(ws.orgId && isKind(kind) ? ws.orgId : skipToken);
  const [save, state] = useSaveSiteMutation();
  const server = formServerErrors(state.error);
  const home = analyticsHome(ws.routeId);

  const submit = async (body: SiteBodyParsed) => {
    if (!ws.orgId || !ws.workspaceId) return;
    try {
      const site = await save({ orgId: ws.orgId, workspaceId: ws.workspaceId, body }).unwrap();
      navigate(sitePaths(ws.routeId, site.id).install, { state: { created: true } });
    } catch {
      // shown from the mutation's state
    }
  };

  return (
    <RequirePrivilege privilege="analytics:write" workspaceId={ws.workspaceId}>
      {isKind(kind) ? (
        <>
          <PageHeader
            title={t(`analytics.editor.newTitle.${kind}`)}
            subtitle={t(`analytics.editor.newLead.${kind}`)}
            back={{ href: location.pathname, label: t('analytics.choose.title') }}
          />
          {/* the account defaults fill currency and time zone; without them the user chooses */}
          {server.planLimit && <UpgradePrompt field={server.planLimit.field} sx={{ mb: 2 }} />}
          {/* not yet asked counts as loading: the form must not appear, be typed in, then remount with the defaults */}
          <DataState isLoading={ws.loading || defaults.isLoading || defaults.isUninitialized} isError={false}>
            {ws.orgId && ws.workspaceId && (
              <SiteEditor
                key={kind}
                initial={newSiteValues(kind, defaults.data)}
                isNew
                busy={state.isLoading}
                serverErrors={server.fields}
                formError={server.form}
                onSubmit={submit}
                onCancel={() => navigate(home)}
              />
            )}
          </DataState>
        </>
      ) : (
        <>
          <PageHeader
            title={t('analytics.choose.title')}
            subtitle={t('analytics.choose.lead')}
            back={{ href: home, label: t('analytics.list.title') }}
          />
          <KindChoice pathOf={(k) => `${location.pathname}?kind=${k}`} />
        </>
      )}
    </RequirePrivilege>
  );
}

function EditForm({ site, orgId, workspaceId }: { site: Site; orgId: string; workspaceId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ws = useAnalyticsWorkspace();
  const [save, state] = useSaveSiteMutation();
  const { toast, show } = useToast();
  const server = formServerErrors(state.error);
  const submit = async (body: SiteBodyParsed) => {
    try {
      await save({ orgId, workspaceId, siteId: site.id, body }).unwrap();
      show(t('analytics.editor.saved'));
    } catch {
      // shown from the mutation's state
    }
  };
  return (
    <>
      {server.planLimit && <UpgradePrompt field={server.planLimit.field} sx={{ mb: 2 }} />}
      <SiteEditor
        key={site.id}
        initial={valuesOfSite(site)}
        isNew={false}
        busy={state.isLoading}
        serverErrors={server.fields}
        formError={server.form}
        onSubmit={submit}
        onCancel={() => navigate(sitePaths(ws.routeId, site.id).view)}
      />
      {toast}
    </>
  );
}

/**
 * /d/sbox/:sBoxID/edit/analytics/:analyticsID and /d/apps/analytics/edit/:analyticsID:
 * the same form, filled in; the kind of a site never changes.
 */
export function EditSitePage() {
  const { t } = useTranslation();
  const { analyticsID } = useParams();
  const ws = useAnalyticsWorkspace();
  const param = useSiteParam(ws, analyticsID);
  const { site } = param;
  useRecordSiteView(ws, site?.id);
  return (
    <RequirePrivilege privilege="analytics:write" workspaceId={ws.workspaceId}>
      <PageHeader
        title={site ? t('analytics.editor.editTitle', { name: site.name }) : t('analytics.editor.editTitleEmpty')}
        subtitle={site ? `${t(`analytics.kinds.${site.kind}`)} · ${site.domain ?? site.bundleId ?? ''}` : undefined}
        back={{ href: analyticsHome(ws.routeId), label: t('analytics.list.title') }}
        actions={
          site && (
            <Button
              component={RouterLink}
              to={sitePaths(ws.routeId, site.id).view}
              variant="outlined"
              startIcon={<InsightsIcon />}
            >
              {t('analytics.actions.view')}
            </Button>
          )
        }
      />
      <SiteState param={param} workspaceId={ws.routeId}>
        {site && ws.orgId && ws.workspaceId && <EditForm site={site} orgId={ws.orgId} workspaceId={ws.workspaceId} />}
      </SiteState>
    </RequirePrivilege>
  );
}
