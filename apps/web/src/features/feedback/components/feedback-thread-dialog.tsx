import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FeedbackStatus, feedbackReplyBodySchema, feedbackStatuses } from '@osm5/shared/schemas/feedback';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { validate } from '../../../components/form/field-errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { attachmentUrl } from '../api/attach-to-feedback.ts';
import { useGetFeedbackQuery } from '../api/get-feedback.ts';
import { useReplyToFeedbackMutation } from '../api/reply-to-feedback.ts';
import { useSetFeedbackStatusMutation } from '../api/set-feedback-status.ts';
import { FeedbackStatusChip } from './status-chip.tsx';

/**
 * A report and its thread: what was sent (with the page and browser when
 * shared, and the files), the answers, a reply box, and for operators the
 * status. A closed report takes no follow-up from its reporter.
 */
export function FeedbackThreadDialog({
  id,
  operator,
  onClose,
}: {
  id: string;
  operator: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useGetFeedbackQuery(id);
  const [reply, replied] = useReplyToFeedbackMutation();
  const [setStatus, statusState] = useSetFeedbackStatusMutation();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string>();
  const report = query.data;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const mine = report && !report.reporter;
  const closed = report?.status === 'done' || report?.status === 'declined';
  const canReply = operator || !closed;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(feedbackReplyBodySchema, { body });
    if (!checked.ok) {
      setProblem(checked.errors.body);
      return;
    }
    setProblem(undefined);
    const result = await reply({ id, body: checked.data.body });
    if ('data' in result) setBody('');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{report?.title ?? t('feedback.thread.loading')}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={query}>
          {report && (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <FeedbackStatusChip status={report.status} />
                <Typography variant="body2" color="text.secondary">
                  {[
                    t(`feedback.kinds.${report.kind}`),
                    t(`feedback.areas.${report.area}`),
                    report.severity ? t(`feedback.severities.${report.severity}`) : undefined,
                    when.format(new Date(report.createdAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Stack>
              {report.reporter && (
                <Typography variant="body2">
                  {t('feedback.thread.from', { name: report.reporter.name, email: report.reporter.email })}
                </Typography>
              )}
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.description}</Typography>
              {(report.page || report.browser) && (
                <Box sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
                  {report.page && (
                    <Typography variant="body2">{t('feedback.thread.page', { page: report.page })}</Typography>
                  )}
                  {report.browser && (
                    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                      {t('feedback.thread.browser', { browser: report.browser })}
                    </Typography>
                  )}
                </Box>
              )}
              {report.attachments.length > 0 && (
                <Stack component="ul" spacing={0.5} sx={{ m: 0, paddingInlineStart: 2.5 }}>
                  {report.attachments.map((a) => (
                    <li key={a.id}>
                      <Link href={attachmentUrl(report.id, a.id)} download={a.fileName}>
                        {a.fileName}
                      </Link>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        (
                        {new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte' }).format(
                          Math.max(1, Math.round(a.size / 1024)),
                        )}
                        )
                      </Typography>
                    </li>
                  ))}
                </Stack>
              )}
              <Divider />
              <Typography variant="subtitle1" component="h3">
                {t('feedback.thread.replies', { n: report.replies.length })}
              </Typography>
              {report.replies.length === 0 && (
                <Typography color="text.secondary">
                  {t(`feedback.thread.noReplies.${mine ? 'mine' : 'theirs'}`)}
                </Typography>
              )}
              {report.replies.map((r) => (
                <Box
                  key={r.id}
                  sx={{
                    p: 1.5,
                    borderRadius: 1,
                    border: 1,
                    borderColor: r.fromOperator ? 'primary.light' : 'divider',
                  }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {t(r.fromOperator ? 'feedback.thread.operatorSaid' : 'feedback.thread.reporterSaid', {
                      name: r.authorName || t('feedback.thread.formerUser'),
                    })}{' '}
                    · {when.format(new Date(r.createdAt))}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.body}</Typography>
                </Box>
              ))}
              {canReply ? (
                <Stack component="form" noValidate onSubmit={send} spacing={1}>
                  {replied.isError && <Alert severity="error">{t(errorKey(replied.error))}</Alert>}
                  <TextField
                    label={t(operator && !mine ? 'feedback.thread.answer' : 'feedback.thread.followUp')}
                    value={body}
                    onChange={(e) => setBody(e.target.value)}
                    multiline
                    minRows={3}
                    fullWidth
                    error={Boolean(problem)}
                    helperText={problem ? t(problem) : ' '}
                  />
                  <div>
                    <Button
                      type="submit"
                      variant="contained"
                      disabled={replied.isLoading}
                      startIcon={replied.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
                    >
                      {t('feedback.thread.send')}
                    </Button>
                  </div>
                </Stack>
              ) : (
                <Alert severity="info">{t('validation.feedback_closed')}</Alert>
              )}
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between' }}>
        {operator && report ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('feedback.thread.status')}
              value={report.status}
              disabled={statusState.isLoading}
              onChange={(e) => setStatus({ id, status: e.target.value as FeedbackStatus })}
              sx={{ minWidth: 180 }}
            >
              {feedbackStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`feedback.statuses.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            {statusState.isError && <Alert severity="error">{t(errorKey(statusState.error))}</Alert>}
          </Stack>
        ) : (
          <span />
        )}
        <Button onClick={onClose}>{t('feedback.thread.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
