import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import type { ChatMessage, PendingAnswer } from '../lib/use-chat.ts';
import { ChatMessageView } from './chat-message.tsx';

interface ChatThreadProps {
  ws: WorkspaceArgs;
  app: AiApp;
  itemId: string;
  messages: ChatMessage[];
  pending: PendingAnswer | null;
  onDismiss: () => void;
  onAddToDashboard: (message: ChatMessage) => void;
}

/** The conversation so far, then the answer being streamed (or why it failed); keeps the newest in view. */
export function ChatThread({ ws, app, itemId, messages, pending, onDismiss, onAddToDashboard }: ChatThreadProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const size = messages.length + (pending ? pending.text.length + (pending.result ? 1 : 0) : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the thread grows
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [size]);
  return (
    <Stack spacing={2} data-testid="ai-thread">
      {messages.map((m, i) => (
        <ChatMessageView
          key={m.chatId ? `${m.chatId}-${m.role}` : i}
          message={m}
          ws={ws}
          app={app}
          itemId={itemId}
          onAddToDashboard={m.role === 'assistant' && m.chart ? onAddToDashboard : undefined}
        />
      ))}
      {pending && (
        <>
          <ChatMessageView
            message={{ chatId: null, role: 'user', text: pending.question, createdAt: '' }}
            ws={ws}
            app={app}
            itemId={itemId}
          />
          {pending.errorKey ? (
            <Alert
              severity="error"
              data-testid="ai-answer-error"
              action={
                <Button color="inherit" size="small" onClick={onDismiss}>
                  {t('ai.chat.dismiss')}
                </Button>
              }
            >
              {t(pending.errorKey)}
            </Alert>
          ) : (
            <ChatMessageView
              message={{
                chatId: null,
                role: 'assistant',
                text: pending.text,
                chart: pending.chart,
                result: pending.result,
                createdAt: '',
              }}
              ws={ws}
              app={app}
              itemId={itemId}
              streaming={pending.streaming}
            />
          )}
        </>
      )}
      <div ref={end} />
    </Stack>
  );
}
