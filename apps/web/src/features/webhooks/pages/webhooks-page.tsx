import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CreatedWebhook, WebhookEndpoint } from '@osm5/shared/schemas/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { RouteTabs } from '../../../components/route-tabs.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useDeleteWebhookMutation } from '../api/delete-webhook.ts';
import { useListWebhooksQuery, WEBHOOKS_PAGE_SIZE } from '../api/list-webhooks.ts';
import { useRollWebhookSecretMutation } from '../api/roll-webhook-secret.ts';
import { useSendTestWebhookMutation } from '../api/send-test-webhook.ts';
import { useUpdateWebhookMutation } from '../api/update-webhook.ts';
import { eventKey } from '../components/event-key.ts';
import { SIGNATURE_USAGE } from '../components/signature-usage.ts';
import { WebhookFormDialog } from '../components/webhook-form-dialog.tsx';

/** The API keys area's two tabs: keys and webhooks. */
export const apiAreaTabs = (t: (key: string) => string) => [
  { value: 'keys' as const, label: t('webhooks.tabs.keys'), to: '/settings/api_keys' },
  { value: 'webhooks' as const, label: t('webhooks.tabs.webhooks'), to: '/settings/api_keys/webhooks' },
];

/**
 * /settings/api_keys/webhooks: the organisation's endpoints, added, edited,
 * tested, turned off and on, their secret rolled, deleted; each opens its
 * delivery log. Needs api_keys:manage (the API answers 403 otherwise).
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ editing?: WebhookEndpoint } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rolled, setRolled] = useState<CreatedWebhook | null>(null);
  const { toast, show } = useToast();
  const query = useListWebhooksQuery({ orgId, page }, { skip: !orgId });
  const [remove, removeState] = useDeleteWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const [sendTest] = useSendTestWebhookMutation();
  const [roll] = useRollWebhookSecretMutation();

  const failed = (error: unknown) => show(t(errorKey(error)), 'error');

  const test = async (hook: WebhookEndpoint) => {
    const result = await sendTest({ orgId, webhookId: hook.id });
    if (!('data' in result) || !result.data) return failed(result.error);
    const d = result.data;
    show(
      d.status === 'succeeded'
        ? t('webhooks.toast.testOk', { status: d.responseStatus ?? '' })
        : t('webhooks.toast.testFailed', { reason: d.responseStatus ?? d.error ?? '' }),
      d.status === 'succeeded' ? 'success' : 'error',
    );
  };
  const setEnabled = async (hook: WebhookEndpoint, enabled: boolean) => {
    const result = await update({ orgId, webhookId: hook.id, body: { enabled } });
    if ('data' in result) show(enabled ? t('webhooks.toast.enabled') : t('webhooks.toast.disabled'));
    else failed(result.error);
  };
  const rollSecret = async (hook: WebhookEndpoint) => {
    const result = await roll({ orgId, webhookId: hook.id });
    if ('data' in result && result.data) setRolled(result.data);
    else failed(result.error);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ orgId, webhookId: deleting.id });
    setDeleting(null);
    if ('data' in result) show(t('webhooks.toast.deleted'));
    else failed(result.error);
  };

  const statusChip = (hook: WebhookEndpoint) =>
    hook.enabled ? (
      <Chip size="small" color="success" label={t('webhooks.status.enabled')} />
    ) : (
      <Chip
        size="small"
        color={hook.disabledReason === 'failures' ? 'error' : 'default'}
        label={hook.disabledReason === 'failures' ? t('webhooks.status.failing') : t('webhooks.status.disabled')}
      />
    );

  return (
    <RequirePrivilege privilege="api_keys:manage">
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.lead')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
            {t('webhooks.create')}
          </Button>
        }
      />
      <RouteTabs label={t('webhooks.tabs.label')} tabs={apiAreaTabs(t)} current="webhooks" />
      <Card>
        <CardContent>
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={t('webhooks.empty')}
            emptyAction={
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setForm({})}>
                {t('webhooks.create')}
              </Button>
            }
          >
            <TableContainer>
              <Table aria-label={t('webhooks.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('webhooks.columns.endpoint')}</TableCell>
                    <TableCell>{t('webhooks.columns.events')}</TableCell>
                    <TableCell>{t('webhooks.columns.workspace')}</TableCell>
                    <TableCell>{t('webhooks.columns.status')}</TableCell>
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        {t('webhooks.columns.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((hook) => (
                    <TableRow key={hook.id} hover data-testid={`webhook-${hook.id}`}>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={`/settings/api_keys/webhooks/${hook.id}`}
                          sx={{ fontWeight: 500 }}
                        >
                          {hook.name}
                        </Link>
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          component="div"
                          dir="ltr"
                          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                        >
                          {hook.url}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                          {hook.events.map((e) => (
                            <Chip
                              key={e}
                              size="small"
                              variant="outlined"
                              label={<bdi dir="ltr">{e}</bdi>}
                              title={t(`webhooks.events.${eventKey(e)}`)}
                            />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>{hook.workspace?.name ?? t('webhooks.allWorkspaces')}</TableCell>
                      <TableCell>{statusChip(hook)}</TableCell>
                      <TableCell align="right">
                        <RowMenu
                          label={t('webhooks.more', { name: hook.name })}
                          items={[
                            {
                              key: 'log',
                              label: t('webhooks.actions.log'),
                              icon: <HistoryIcon fontSize="small" />,
                              to: `/settings/api_keys/webhooks/${hook.id}`,
                            },
                            hook.enabled && {
                              key: 'test',
                              label: t('webhooks.actions.test'),
                              icon: <SendIcon fontSize="small" />,
                              onSelect: () => void test(hook),
                            },
                            {
                              key: 'edit',
                              label: t('webhooks.actions.edit'),
                              icon: <EditIcon fontSize="small" />,
                              onSelect: () => setForm({ editing: hook }),
                            },
                            {
                              key: 'toggle',
                              label: hook.enabled ? t('webhooks.actions.disable') : t('webhooks.actions.enable'),
                              icon: hook.enabled ? <PauseIcon fontSize="small" /> : <PlayIcon fontSize="small" />,
                              onSelect: () => void setEnabled(hook, !hook.enabled),
                            },
                            {
                              key: 'secret',
                              label: t('webhooks.actions.rollSecret'),
                              icon: <KeyIcon fontSize="small" />,
                              onSelect: () => void rollSecret(hook),
                            },
                            {
                              key: 'delete',
                              label: t('webhooks.actions.delete'),
                              icon: <DeleteIcon fontSize="small" />,
                              onSelect: () => setDeleting(hook),
                              danger: true,
                              divided: true,
                            },
                          ]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar
              page={page}
              pageSize={WEBHOOKS_PAGE_SIZE}
              total={query.data?.total ?? 0}
              onChange={setPage}
            />
          </DataState>
        </CardContent>
      </Card>
      {form && (
        <WebhookFormDialog
          orgId={orgId}
          workspaces={current.workspaces}
          editing={form.editing}
          onClose={() => setForm(null)}
          onSaved={(created) => {
            if (!created) setForm(null);
            show(created ? t('webhooks.toast.created') : t('webhooks.toast.saved'));
          }}
        />
      )}
      <Dialog open={rolled !== null} aria-labelledby="webhook-rolled-title" maxWidth="sm" fullWidth>
        <DialogTitle id="webhook-rolled-title">{t('webhooks.secret.rolledTitle')}</DialogTitle>
        <DialogContent>
          {rolled && (
            <SecretReveal secret={rolled.secret} texts="webhooks" usage={SIGNATURE_USAGE} testId="webhook-secret" />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setRolled(null)}>
            {t('webhooks.secret.done')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteDialog.title', { name: deleting?.name ?? '' })}
        text={t('webhooks.deleteDialog.text')}
        confirmLabel={t('webhooks.deleteDialog.confirm')}
        danger
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      {toast}
    </RequirePrivilege>
  );
}
