import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery } from '@osm5/shared/schemas/webhooks';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetWebhookQuery } from '../api/get-webhook.ts';
import { DELIVERIES_PAGE_SIZE, useListWebhookDeliveriesQuery } from '../api/list-webhook-deliveries.ts';
import { useRedeliverWebhookMutation } from '../api/redeliver-webhook.ts';
import { useSendTestWebhookMutation } from '../api/send-test-webhook.ts';
import { DeliveryAttempts } from '../components/delivery-attempts.tsx';

type StatusFilter = 'all' | WebhookDelivery['status'];
const filters: StatusFilter[] = ['all', 'succeeded', 'pending', 'failed'];
const colour = { succeeded: 'success', pending: 'warning', failed: 'error' } as const;

/**
 * /settings/api_keys/webhooks/:webhookId: the endpoint's delivery log, newest
 * first: event, outcome, the receiver's status and answer, duration, attempts
 * and the next retry; opened, the body sent and every attempt; send a test,
 * redeliver any delivery.
 */
export function WebhookDeliveriesPage() {
  const { t, i18n } = useTranslation();
  const { webhookId = '' } = useParams();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { toast, show } = useToast();
  const hook = useGetWebhookQuery({ orgId, webhookId }, { skip: !orgId });
  const log = useListWebhookDeliveriesQuery(
    { orgId, webhookId, page, status },
    { skip: !orgId, pollingInterval: 10_000 },
  );
  const [redeliver, redeliverState] = useRedeliverWebhookMutation();
  const [sendTest, testState] = useSendTestWebhookMutation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const outcome = (result: { data?: WebhookDelivery; error?: unknown }) => {
    if (!result.data) return show(t(errorKey(result.error)), 'error');
    show(
      result.data.status === 'succeeded'
        ? t('webhooks.toast.testOk', { status: result.data.responseStatus ?? '' })
        : t('webhooks.toast.testFailed', { reason: result.data.responseStatus ?? result.data.error ?? '' }),
      result.data.status === 'succeeded' ? 'success' : 'error',
    );
  };

  return (
    <RequirePrivilege privilege="api_keys:manage">
      <PageHeader
        title={hook.data ? t('webhooks.log.title', { name: hook.data.name }) : t('webhooks.log.titlePlain')}
        subtitle={hook.data?.url}
        back={{ href: '/settings/api_keys/webhooks', label: t('webhooks.log.back') }}
        actions={
          hook.data?.enabled && (
            <Button
              variant="outlined"
              startIcon={<SendIcon />}
              disabled={testState.isLoading}
              onClick={async () => outcome(await sendTest({ orgId, webhookId }))}
            >
              {t('webhooks.actions.test')}
            </Button>
          )
        }
      />
      {hook.data && !hook.data.enabled && (
        <Alert severity={hook.data.disabledReason === 'failures' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {hook.data.disabledReason === 'failures' ? t('webhooks.log.disabledFailures') : t('webhooks.log.disabled')}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Tabs
            value={status}
            onChange={(_, value: StatusFilter) => {
              setStatus(value);
              setPage(1);
            }}
            aria-label={t('webhooks.log.filter')}
            sx={{ mb: 2 }}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {filters.map((f) => (
              <Tab key={f} value={f} label={t(`webhooks.log.status.${f}`)} />
            ))}
          </Tabs>
          <DataState
            isLoading={current.isLoading || log.isLoading || hook.isLoading}
            isError={log.isError || hook.isError}
            errorKey={errorKey(log.error ?? hook.error)}
            onRetry={log.refetch}
            isEmpty={log.data?.total === 0}
            emptyText={t('webhooks.log.empty')}
          >
            <TableContainer>
              <Table size="small" aria-label={t('webhooks.log.titlePlain')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('webhooks.log.columns.event')}</TableCell>
                    <TableCell>{t('webhooks.log.columns.status')}</TableCell>
                    <TableCell>{t('webhooks.log.columns.response')}</TableCell>
                    <TableCell>{t('webhooks.log.columns.duration')}</TableCell>
                    <TableCell>{t('webhooks.log.columns.attempts')}</TableCell>
                    <TableCell>{t('webhooks.log.columns.time')}</TableCell>
                    <TableCell align="right">{t('webhooks.log.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {log.data?.items.map((d) => (
                    <Fragment key={d.id}>
                      <TableRow
                        hover
                        data-testid="webhook-delivery"
                        onClick={() => setOpen(open === d.id ? null : d.id)}
                        sx={{ cursor: 'pointer' }}
                      >
                        <TableCell>
                          <IconButton
                            size="small"
                            aria-expanded={open === d.id}
                            aria-label={t('webhooks.log.details', { event: d.eventType })}
                            onClick={(e) => {
                              e.stopPropagation();
                              setOpen(open === d.id ? null : d.id);
                            }}
                            sx={{ marginInlineEnd: 0.5 }}
                          >
                            {open === d.id ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                          </IconButton>
                          <bdi dir="ltr">{d.eventType}</bdi>
                          {d.redeliveryOf && (
                            <Typography variant="caption" color="text.secondary" component="div">
                              {t('webhooks.log.redelivery')}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>
                          <Chip size="small" color={colour[d.status]} label={t(`webhooks.log.status.${d.status}`)} />
                          {d.status === 'pending' && d.nextAttemptAt && (
                            <Typography variant="caption" color="text.secondary" component="div">
                              {t('webhooks.log.nextAttempt', { time: when.format(new Date(d.nextAttemptAt)) })}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell data-testid="webhook-delivery-response">
                          {d.responseStatus ?? (d.error ? t('webhooks.log.noAnswer', { reason: d.error }) : '—')}
                        </TableCell>
                        <TableCell>
                          {d.durationMs === null ? '—' : t('webhooks.log.ms', { ms: d.durationMs })}
                        </TableCell>
                        <TableCell>{d.attempts}</TableCell>
                        <TableCell>{when.format(new Date(d.lastAttemptAt ?? d.createdAt))}</TableCell>
                        <TableCell align="right" onClick={(e) => e.stopPropagation()}>
                          <Tooltip title={t('webhooks.actions.redeliver')}>
                            <span>
                              <IconButton
                                size="small"
                                aria-label={t('webhooks.actions.redeliver')}
                                disabled={redeliverState.isLoading || !hook.data?.enabled}
                                onClick={async () => outcome(await redeliver({ orgId, webhookId, deliveryId: d.id }))}
                              >
                                <ReplayIcon fontSize="small" />
                              </IconButton>
                            </span>
                          </Tooltip>
                        </TableCell>
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={7} sx={{ py: 0, borderBottom: open === d.id ? undefined : 'none' }}>
                          <Collapse in={open === d.id} unmountOnExit>
                            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1.5 }}>
                              <Box sx={{ flex: 1, minWidth: 0 }}>
                                <Typography variant="subtitle2">{t('webhooks.log.payload')}</Typography>
                                <Box
                                  component="pre"
                                  dir="ltr"
                                  sx={{ fontSize: '0.8rem', bgcolor: 'action.hover', p: 1, overflow: 'auto' }}
                                >
                                  {JSON.stringify(d.payload, null, 2)}
                                </Box>
                              </Box>
                              <Box sx={{ flex: 1, minWidth: 0 }}>
                                <Typography variant="subtitle2">{t('webhooks.log.answer')}</Typography>
                                <Box
                                  component="pre"
                                  dir="ltr"
                                  sx={{ fontSize: '0.8rem', bgcolor: 'action.hover', p: 1, overflow: 'auto' }}
                                >
                                  {d.responseBody || d.error || '—'}
                                </Box>
                              </Box>
                            </Stack>
                            <DeliveryAttempts orgId={orgId} webhookId={webhookId} deliveryId={d.id} />
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar
              page={page}
              pageSize={DELIVERIES_PAGE_SIZE}
              total={log.data?.total ?? 0}
              onChange={setPage}
            />
          </DataState>
        </CardContent>
      </Card>
      {toast}
    </RequirePrivilege>
  );
}
