import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { ATTEMPTS_PAGE_SIZE, useListWebhookAttemptsQuery } from '../api/list-webhook-attempts.ts';

interface DeliveryAttemptsProps {
  orgId: string;
  webhookId: string;
  deliveryId: string;
}

/** Every attempt of one delivery, first first: outcome, the receiver's status and answer, duration, time. */
export function DeliveryAttempts({ orgId, webhookId, deliveryId }: DeliveryAttemptsProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const attempts = useListWebhookAttemptsQuery({ orgId, webhookId, deliveryId, page });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Box sx={{ pb: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('webhooks.log.attempts.title')}
      </Typography>
      <DataState
        isLoading={attempts.isLoading}
        isError={attempts.isError}
        errorKey={errorKey(attempts.error)}
        onRetry={attempts.refetch}
        isEmpty={attempts.data?.total === 0}
        emptyText={t('webhooks.log.attempts.empty')}
        rows={2}
      >
        <Table size="small" aria-label={t('webhooks.log.attempts.title')} data-testid="webhook-attempts">
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.log.attempts.number')}</TableCell>
              <TableCell>{t('webhooks.log.columns.status')}</TableCell>
              <TableCell>{t('webhooks.log.columns.response')}</TableCell>
              <TableCell>{t('webhooks.log.columns.duration')}</TableCell>
              <TableCell>{t('webhooks.log.attempts.time')}</TableCell>
              <TableCell>{t('webhooks.log.attempts.body')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attempts.data?.items.map((a) => (
              <TableRow key={a.id} data-testid="webhook-attempt">
                <TableCell>{a.attempt}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={a.ok ? 'success' : 'error'}
                    label={t(a.ok ? 'webhooks.log.attempts.ok' : 'webhooks.log.attempts.failed')}
                  />
                </TableCell>
                <TableCell>
                  {a.responseStatus ?? (a.error ? t('webhooks.log.noAnswer', { reason: a.error }) : '—')}
                </TableCell>
                <TableCell>{a.durationMs === null ? '—' : t('webhooks.log.ms', { ms: a.durationMs })}</TableCell>
                <TableCell>{when.format(new Date(a.createdAt))}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Box
                    component="code"
                    dir="ltr"
                    sx={{
                      fontSize: '0.8rem',
                      display: 'block',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                    title={a.responseBody ?? undefined}
                  >
                    {a.responseBody || '—'}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {(attempts.data?.total ?? 0) > ATTEMPTS_PAGE_SIZE && (
          <PaginationBar
            page={page}
            pageSize={ATTEMPTS_PAGE_SIZE}
            total={attempts.data?.total ?? 0}
            onChange={setPage}
          />
        )}
      </DataState>
    </Box>
  );
}
