import Chip from '@mui/material/Chip';
import type { FeedbackStatus } from '@osm5/shared/schemas/feedback';
import { useTranslation } from 'react-i18next';

const colours = {
  open: 'info',
  in_progress: 'warning',
  done: 'success',
  declined: 'default',
} as const satisfies Record<FeedbackStatus, string>;

export function FeedbackStatusChip({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colours[status]} label={t(`feedback.statuses.${status}`)} />;
}
