import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useAddAiChartMutation } from '../api/add-to-dashboard.ts';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import { homePath, newPath } from '../lib/ai-paths.ts';
import { type ChatMessage, languageOf, useChat } from '../lib/use-chat.ts';
import { ChatInput } from './chat-input.tsx';
import { ChatThread } from './chat-thread.tsx';
import { ContextPanel } from './context-panel.tsx';
import { Suggestions } from './suggestions.tsx';

export interface ChatViewProps {
  ws: WorkspaceArgs;
  sBoxID: string;
  tier: 'pro' | 'lite';
  sessionId: string;
  title: string;
  app: AiApp;
  itemId: string;
  itemName: string;
  messages: ChatMessage[];
  /** Pro: the saved facts */
  context?: string[];
  reload?: () => Promise<unknown>;
  append?: (messages: ChatMessage[]) => void;
}

/**
 * A conversation: the thread, the suggestions to start with, the question
 * box, and beside them the saved context (Pro) or the note that nothing is
 * kept (Lite). "Add to dashboard" asks first; Lite refuses it without asking
 * the server ('Add to dashboard is only available for OSM5GPT Pro').
 */
export function ChatView(props: ChatViewProps) {
  const { t, i18n } = useTranslation();
  const { ws, sBoxID, tier, app, itemId } = props;
  const chat = useChat({
    ws,
    tier,
    sessionId: props.sessionId,
    app,
    itemId,
    language: languageOf(i18n.language),
    messages: props.messages,
    reload: props.reload,
    append: props.append,
  });
  const [adding, setAdding] = useState<ChatMessage | null>(null);
  const [add, addState] = useAddAiChartMutation();
  const { toast, show } = useToast();
  const messages = props.messages.map((m) =>
    m.chatId && chat.results[m.chatId] ? { ...m, result: chat.results[m.chatId] } : m,
  );

  const askToAdd = (message: ChatMessage) => {
    if (tier === 'lite') return show(t('errors.AI_PRO_ONLY'), 'error');
    setAdding(message);
  };
  const confirmAdd = async () => {
    if (!adding?.chatId) return;
    const result = await add({ ...ws, sessionId: props.sessionId, chatId: adding.chatId });
    setAdding(null);
    if ('data' in result) return show(t('ai.chat.added'));
    show(t(errorKey(result.error)), 'error');
  };

  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={`${t(`ai.apps.${app}`)} · ${props.itemName}`}
        back={{ href: homePath(sBoxID), label: t('ai.home.back') }}
        actions={
          <>
            <Chip
              label={t(`ai.tiers.${tier}.title`)}
              color={tier === 'pro' ? 'primary' : 'default'}
              sx={{ alignSelf: 'center' }}
              data-testid="ai-tier"
            />
            <Button component={RouterLink} to={newPath(sBoxID, app, itemId)} startIcon={<AddIcon />}>
              {t('ai.home.start')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' } }}>
        <Card component="section" aria-label={t('ai.chat.conversation')}>
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={3}>
              {messages.length === 0 && !chat.pending && (
                <Suggestions app={app} onAsk={chat.ask} disabled={chat.busy} />
              )}
              <ChatThread
                ws={ws}
                app={app}
                itemId={itemId}
                messages={messages}
                pending={chat.pending}
                onDismiss={chat.dismiss}
                onAddToDashboard={askToAdd}
              />
              <ChatInput busy={chat.busy} onAsk={chat.ask} onStop={chat.stop} />
            </Stack>
          </CardContent>
        </Card>
        <Stack spacing={2}>
          {tier === 'pro' ? (
            <ContextPanel ws={ws} sessionId={props.sessionId} facts={props.context ?? []} />
          ) : (
            <Alert severity="info" data-testid="ai-lite-note">
              <Typography variant="subtitle2" component="p">
                {t('ai.tiers.lite.title')}
              </Typography>
              {t('ai.chat.liteNote')}
            </Alert>
          )}
        </Stack>
      </Box>
      <ConfirmDialog
        open={adding !== null}
        title={t('ai.chat.addTitle')}
        text={t('ai.chat.addText')}
        confirmLabel={t('ai.chat.addToDashboard')}
        busy={addState.isLoading}
        onConfirm={confirmAdd}
        onClose={() => setAdding(null)}
      />
      {toast}
    </>
  );
}
