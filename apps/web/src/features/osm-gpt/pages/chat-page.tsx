import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { isHttpError } from '../../../lib/http.ts';
import { aiApi } from '../api/ai-api.ts';
import { useGetAiSessionQuery } from '../api/get-session.ts';
import { ChatView } from '../components/chat-view.tsx';
import { ConversationGone } from '../components/conversation-gone.tsx';
import { SettingUp } from '../components/setting-up.tsx';
import { newPath } from '../lib/ai-paths.ts';
import { appendLiteMessages, isLiteId, useLiteSession } from '../lib/lite-sessions.ts';

/**
 * /d/{sBoxID}/app_osm_ai/{sessionID}/view: a Pro conversation read from the
 * server, or a Lite one from the page's memory (gone after a reload).
 */
export function ChatPage() {
  const { sessionID = '' } = useParams();
  const { args, routeId } = useRouteWorkspace();
  return (
    <RequirePrivilege privilege="ai:use" workspaceId={args.workspaceId || undefined}>
      {isLiteId(sessionID) ? (
        <LiteChat sessionId={sessionID} sBoxID={routeId} />
      ) : (
        <ProChat sessionId={sessionID} sBoxID={routeId} />
      )}
    </RequirePrivilege>
  );
}

function LiteChat({ sessionId, sBoxID }: { sessionId: string; sBoxID: string }) {
  const { t } = useTranslation();
  const { args } = useRouteWorkspace();
  const session = useLiteSession(sessionId);
  if (!session) return <ConversationGone reason="expired" newHref={newPath(sBoxID)} />;
  return (
    <ChatView
      ws={args}
      sBoxID={sBoxID}
      tier="lite"
      sessionId={session.id}
      title={t('ai.chat.liteTitle', { name: session.itemName })}
      app={session.app}
      itemId={session.itemId}
      itemName={session.itemName}
      messages={session.messages}
      append={(added) => appendLiteMessages(session.id, added)}
    />
  );
}

function ProChat({ sessionId, sBoxID }: { sessionId: string; sBoxID: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { args, ready } = useRouteWorkspace();
  const session = useGetAiSessionQuery(ready ? { ...args, sessionId } : skipToken);
  if (session.isLoading || session.isUninitialized) {
    return <SettingUp title={t('ai.chat.loadingTitle')} text={t('ai.chat.loadingText')} />;
  }
  if (session.isError || !session.data) {
    if (isHttpError(session.error) && session.error.statusCode === 404) {
      return <ConversationGone reason="missing" newHref={newPath(sBoxID)} />;
    }
    return (
      <DataState isLoading={false} isError errorKey={errorKey(session.error)} onRetry={session.refetch}>
        {null}
      </DataState>
    );
  }
  const data = session.data;
  return (
    <ChatView
      ws={args}
      sBoxID={sBoxID}
      tier="pro"
      sessionId={data.id}
      title={data.title || data.itemName}
      app={data.app}
      itemId={data.itemId}
      itemName={data.itemName}
      messages={data.messages}
      context={data.context}
      reload={async () => {
        // a new answer moves the conversation to the top of the lists and counts its messages
        dispatch(aiApi.util.invalidateTags(['AiSessionList']));
        await session.refetch();
      }}
    />
  );
}
