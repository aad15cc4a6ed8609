import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AI_QUESTION_MAX_LENGTH } from '@osm5/shared/schemas/ai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatInputProps {
  busy: boolean;
  disabled?: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; while an answer streams, Stop ends it. */
export function ChatInput({ busy, disabled, onAsk, onStop }: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const question = text.trim();
    if (!question || busy || disabled) return;
    onAsk(question);
    setText('');
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-end' }}>
      <TextField
        fullWidth
        multiline
        maxRows={6}
        label={t('ai.chat.inputLabel')}
        placeholder={t('ai.chat.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.slice(0, AI_QUESTION_MAX_LENGTH))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        helperText={t('ai.chat.inputHelp')}
      />
      {busy ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<StopIcon />}
          onClick={onStop}
          sx={{ mb: 3, flexShrink: 0 }}
        >
          {t('ai.chat.stop')}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          disabled={disabled || !text.trim()}
          sx={{ mb: 3, flexShrink: 0 }}
        >
          {t('ai.chat.send')}
        </Button>
      )}
    </Stack>
  );
}
