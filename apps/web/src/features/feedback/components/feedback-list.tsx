import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FeedbackKind, type FeedbackStatus, feedbackStatuses } from '@osm5/shared/schemas/feedback';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { FEEDBACK_PAGE_SIZE } from '../api/feedback-tags.ts';
import { useListFeedbackQuery } from '../api/list-feedback.ts';
import { FeedbackStatusChip } from './status-chip.tsx';

/**
 * One's own reports of a kind, or (operators, `scope: 'all'`) every report
 * on the instance with who sent it: paginated, filtered by status; a row opens its thread.
 */
export function FeedbackList({
  scope,
  kind,
  onOpen,
}: {
  scope: 'mine' | 'all';
  kind?: FeedbackKind;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const query = useListFeedbackQuery({ scope, kind, status: status || undefined, page });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <PagedListCard
      query={query}
      page={page}
      pageSize={FEEDBACK_PAGE_SIZE}
      onPageChange={setPage}
      emptyTitle={t(status ? 'feedback.list.emptyFiltered' : `feedback.list.empty.${scope}`)}
      emptyText={t(`feedback.list.emptyText.${scope}`)}
      toolbar={
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
          <Typography variant="h6" component="h2">
            {t(`feedback.list.title.${scope}`)}
          </Typography>
          <TextField
            select
            size="small"
            label={t('feedback.list.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as FeedbackStatus | '');
              setPage(1);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('feedback.list.anyStatus')}</MenuItem>
            {feedbackStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`feedback.statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
    >
      <List disablePadding>
        {query.data?.items.map((report) => (
          <ListItemButton key={report.id} onClick={() => onOpen(report.id)} divider>
            <ListItemText
              primary={report.title}
              secondary={[
                t(`feedback.kinds.${report.kind}`),
                t(`feedback.areas.${report.area}`),
                report.severity ? t(`feedback.severities.${report.severity}`) : undefined,
                report.reporter ? `${report.reporter.name} <${report.reporter.email}>` : undefined,
                date.format(new Date(report.createdAt)),
                t('feedback.list.replies', { n: report.replyCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <FeedbackStatusChip status={report.status} />
          </ListItemButton>
        ))}
      </List>
    </PagedListCard>
  );
}
