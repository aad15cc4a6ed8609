import AddChartIcon from '@mui/icons-material/AddchartOutlined';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useTranslation } from 'react-i18next';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import type { ChatMessage } from '../lib/use-chat.ts';
import { MessageChart } from './message-chart.tsx';
import { QueryChips } from './query-chips.tsx';

interface ChatMessageViewProps {
  message: ChatMessage;
  ws: WorkspaceArgs;
  app: AiApp;
  itemId: string;
  /** still arriving: the text grows, no actions yet */
  streaming?: boolean;
  onAddToDashboard?: (message: ChatMessage) => void;
}

/** One turn of the conversation: the user's question on one side, the assistant's answer with its chart on the other. */
export function ChatMessageView({ message, ws, app, itemId, streaming, onAddToDashboard }: ChatMessageViewProps) {
  const { t } = useTranslation();
  if (message.role === 'user') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} data-testid="ai-question">
        <Paper
          elevation={0}
          sx={{
            px: 2,
            py: 1.25,
            maxWidth: '80%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 3,
          }}
        >
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        </Paper>
      </Box>
    );
  }
  const chart = message.chart;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="ai-answer">
      <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.main', width: 36, height: 36 }} aria-hidden>
        <AutoAwesomeIcon fontSize="small" />
      </Avatar>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, borderRadius: 3 }}>
        <Stack spacing={1.5}>
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            aria-live={streaming ? 'polite' : undefined}
            data-testid="ai-answer-text"
          >
            {message.text || (streaming ? t('ai.chat.thinking') : '')}
          </Typography>
          {message.stopped && (
            <Box>
              <Chip size="small" label={t('ai.chat.stopped')} />
            </Box>
          )}
          {chart && (
            <>
              <QueryChips query={chart.query} result={message.result} />
              <MessageChart
                ws={ws}
                app={app}
                itemId={itemId}
                kind={chart.kind}
                query={chart.query}
                result={message.result}
                streaming={streaming}
              />
              {!streaming && onAddToDashboard && (
                <Box>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<AddChartIcon />}
                    onClick={() => onAddToDashboard(message)}
                  >
                    {t('ai.chat.addToDashboard')}
                  </Button>
                </Box>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
