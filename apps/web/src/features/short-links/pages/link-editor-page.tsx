import { type LinkKind, linkKinds } from '@osm5/shared/links/link-rules';
import type { Link, LinkBodyParsed } from '@osm5/shared/schemas/links';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { formServerErrors } from '../../../components/form/server-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useSaveLinkMutation } from '../api/save-link.ts';
import { LinkEditor } from '../components/link-editor.tsx';
import { linkPaths } from '../components/link-row-actions.tsx';
import { useLinkParam } from '../components/use-link-param.ts';
import { useLinksWorkspace } from '../components/use-links-workspace.ts';
import { useRecordLinkView } from '../components/use-record-link-view.ts';
import { newLinkValues, valuesOfLink } from '../lib/link-form.ts';
import { NewLinkWizard } from './new-link-wizard.tsx';

const isKind = (type: string | undefined): type is LinkKind => (linkKinds as readonly string[]).includes(type ?? '');

/** /d/sbox/:sBoxID/new/:type: the wizard for `surl`, else the editor of that kind. */
export function NewLinkPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ws = useLinksWorkspace();
  const [save, state] = useSaveLinkMutation();
  const server = formServerErrors(state.error);
  const listPath = `/d/sbox/${ws.routeId}/surl`;

  if (type !== 'surl' && !isKind(type)) return <Navigate to={`/d/sbox/${ws.routeId}/404`} replace />;
  const submit = async (body: LinkBodyParsed) => {
    if (!ws.orgId || !ws.workspaceId) return;
    try {
      const link = await save({ orgId: ws.orgId, workspaceId: ws.workspaceId, body }).unwrap();
      navigate(linkPaths(ws.routeId, link).report, { state: { created: true } });
    } catch {
      // shown from the mutation's state
    }
  };

  return (
    <RequirePrivilege privilege="links:write" workspaceId={ws.workspaceId}>
      {type === 'surl' || !isKind(type) ? (
        <NewLinkWizard workspaceId={ws.routeId} />
      ) : (
        <>
          <PageHeader
            title={t('links.editor.newTitle', { kind: t(`links.kinds.${type}.name`) })}
            subtitle={t('links.editor.newLead')}
            back={{ href: `/d/sbox/${ws.routeId}/new/surl`, label: t('links.wizard.title') }}
          />
          {server.planLimit && <UpgradePrompt field={server.planLimit.field} sx={{ mb: 2 }} />}
          {ws.orgId && ws.workspaceId && (
            <LinkEditor
              key={type}
              orgId={ws.orgId}
              workspaceId={ws.workspaceId}
              initial={newLinkValues(type, search.get('url') ?? '')}
              busy={state.isLoading}
              serverErrors={server.fields}
              formError={server.form}
              onSubmit={submit}
              onCancel={() => navigate(listPath)}
            />
          )}
        </>
      )}
    </RequirePrivilege>
  );
}

function EditForm({
  link,
  orgId,
  workspaceId,
  routeId,
}: {
  link: Link;
  orgId: string;
  workspaceId: string;
  routeId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [save, state] = useSaveLinkMutation();
  const { toast, show } = useToast();
  const server = formServerErrors(state.error);
  const submit = async (body: LinkBodyParsed) => {
    try {
      await save({ orgId, workspaceId, linkId: link.id, body }).unwrap();
      show(t('links.editor.saved'));
    } catch {
      // shown from the mutation's state
    }
  };
  return (
    <>
      {server.planLimit && <UpgradePrompt field={server.planLimit.field} sx={{ mb: 2 }} />}
      <LinkEditor
        key={link.id}
        orgId={orgId}
        workspaceId={workspaceId}
        initial={valuesOfLink(link)}
        saved={link}
        busy={state.isLoading}
        serverErrors={server.fields}
        formError={server.form}
        onSubmit={submit}
        onCancel={() => navigate(`/d/sbox/${routeId}/surl`)}
      />
      {toast}
    </>
  );
}

/** /d/sbox/:sBoxID/edit/:type/:sURL and /edit/:type/:sURL (sURL: the link's id or slug). */
export function EditLinkPage() {
  const { t } = useTranslation();
  const { sURL } = useParams();
  const ws = useLinksWorkspace();
  const query = useLinkParam(ws, sURL);
  const link = query.data;
  useRecordLinkView(ws, link?.id);
  return (
    <RequirePrivilege privilege="links:write" workspaceId={ws.workspaceId}>
      <PageHeader
        title={link ? t('links.editor.editTitle', { name: link.title || link.slug }) : t('links.editor.editTitleEmpty')}
        subtitle={link ? `${link.shortUrl} · ${t(`links.kinds.${link.kind}.name`)}` : undefined}
        back={{ href: `/d/sbox/${ws.routeId}/surl`, label: t('links.list.title') }}
      />
      <QueryState query={query} waiting={ws.loading}>
        {link && ws.orgId && ws.workspaceId && (
          <EditForm link={link} orgId={ws.orgId} workspaceId={ws.workspaceId} routeId={ws.routeId} />
        )}
      </QueryState>
    </RequirePrivilege>
  );
}
