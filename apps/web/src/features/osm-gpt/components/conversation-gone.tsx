import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from '../../../components/status-layout.tsx';

/**
 * A conversation that cannot be shown: a Lite one after a reload (it lived in
 * the page's memory: the session-expired page), or an id the server does not
 * know in this workspace (the spec's 'Session ID or Chat ID not found').
 * Both offer to start again.
 */
export function ConversationGone({ reason, newHref }: { reason: 'expired' | 'missing'; newHref: string }) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      code={reason === 'missing' ? '404' : undefined}
      icon={reason === 'missing' ? <SearchOffIcon /> : <TimerOffIcon />}
      title={reason === 'missing' ? t('ai.gone.missingTitle') : t('ai.gone.expiredTitle')}
      description={reason === 'missing' ? t('errors.AI_SESSION_NOT_FOUND') : t('ai.gone.expiredText')}
      backHref={newHref}
      backLabel={t('ai.gone.startAgain')}
    />
  );
}
