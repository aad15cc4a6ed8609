import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useTranslation } from 'react-i18next';
import { suggestionKeys } from '../lib/suggestions.ts';

/** Questions to start with, in the interface language; a click asks it. */
export function Suggestions({ app, onAsk, disabled }: { app: AiApp; onAsk: (q: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ py: 2 }}>
      <Typography variant="h6" component="h2">
        {t('ai.chat.startTitle')}
      </Typography>
      <Typography color="text.secondary">{t(`ai.chat.startText.${app}`)}</Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        aria-label={t('ai.chat.suggestions')}
      >
        {suggestionKeys[app].map((key) => {
          const question = t(`ai.suggestions.${app}.${key}`);
          return (
            <li key={key}>
              <Chip
                label={question}
                variant="outlined"
                color="primary"
                clickable
                disabled={disabled}
                onClick={() => onAsk(question)}
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
