import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ApiKey, ApiKeyStatus } from '@osm5/shared/schemas/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { RouteTabs } from '../../../components/route-tabs.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useApiKeyOptionsQuery } from '../api/api-key-options.ts';
import { API_KEYS_PAGE_SIZE, useListApiKeysQuery } from '../api/list-api-keys.ts';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key.ts';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog.tsx';
import { RenameApiKeyDialog } from '../components/rename-api-key-dialog.tsx';
import { scopeKey } from '../components/scope-key.ts';

type StatusFilter = 'all' | ApiKeyStatus;
const filters: StatusFilter[] = ['all', 'active', 'expired', 'revoked'];
const statusColour = { active: 'success', expired: 'warning', revoked: 'default' } as const;

/**
 * /settings/api_keys: the organisation's keys (owners and admins see all,
 * other holders of api_keys:manage their own), created here, shown once,
 * renamed and revoked. Whoever may not manage keys gets the API's 403.
 */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { toast, show } = useToast();
  const query = useListApiKeysQuery({ orgId, page, status }, { skip: !orgId });
  const options = useApiKeyOptionsQuery({ orgId }, { skip: !orgId });
  const [revoke, revokeState] = useRevokeApiKeyMutation();
  const canCreate =
    !!options.data && (options.data.organization.canCreate || options.data.workspaces.some((w) => w.canCreate));

  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke({ orgId, keyId: revoking.id });
    setRevoking(null);
    show(
      'data' in result ? t('apiKeys.toast.revoked') : t(errorKey(result.error)),
      'data' in result ? 'success' : 'error',
    );
  };

  return (
    <>
      <PageHeader
        title={t('apiKeys.title')}
        subtitle={t('apiKeys.lead')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button href="/api/docs" target="_blank" rel="noopener" startIcon={<MenuBookIcon />}>
              {t('apiKeys.docs')}
            </Button>
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {t('apiKeys.create')}
              </Button>
            )}
          </Stack>
        }
      />
      <RouteTabs
        label={t('webhooks.tabs.label')}
        current="keys"
        tabs={[
          { value: 'keys', label: t('webhooks.tabs.keys'), to: '/settings/api_keys' },
          { value: 'webhooks', label: t('webhooks.tabs.webhooks'), to: '/settings/api_keys/webhooks' },
        ]}
      />
      <Card>
        <CardContent>
          <Tabs
            value={status}
            onChange={(_, value: StatusFilter) => {
              setStatus(value);
              setPage(1);
            }}
            aria-label={t('apiKeys.filter')}
            sx={{ mb: 2 }}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {filters.map((f) => (
              <Tab key={f} value={f} label={t(`apiKeys.status.${f}`)} />
            ))}
          </Tabs>
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={status === 'all' ? t('apiKeys.empty') : t('apiKeys.emptyFiltered')}
            emptyAction={
              canCreate && status === 'all' ? (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                  {t('apiKeys.create')}
                </Button>
              ) : undefined
            }
          >
            <TableContainer>
              <Table aria-label={t('apiKeys.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('apiKeys.columns.name')}</TableCell>
                    <TableCell>{t('apiKeys.columns.scopes')}</TableCell>
                    <TableCell>{t('apiKeys.columns.workspace')}</TableCell>
                    <TableCell>{t('apiKeys.columns.lastUsed')}</TableCell>
                    <TableCell>{t('apiKeys.columns.expires')}</TableCell>
                    <TableCell>{t('apiKeys.columns.status')}</TableCell>
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        {t('apiKeys.columns.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((key) => (
                    <TableRow key={key.id} hover data-testid={`api-key-${key.id}`}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {key.name}
                        </Typography>
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          component="code"
                          dir="ltr"
                          aria-label={t('apiKeys.prefix', { prefix: key.prefix })}
                          sx={{ fontFamily: 'monospace' }}
                        >
                          {key.prefix}…
                        </Typography>
                        {key.createdBy && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {t('apiKeys.columns.createdBy')}: {key.createdBy.name}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                          {key.scopes.map((scope) => (
                            <Chip
                              key={scope}
                              size="small"
                              variant="outlined"
                              label={<bdi dir="ltr">{scope}</bdi>}
                              title={t(`apiKeys.scopes.${scopeKey(scope)}`)}
                            />
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell>{key.workspace?.name ?? t('apiKeys.organisationWide')}</TableCell>
                      <TableCell data-testid="api-key-last-used">
                        {key.lastUsedAt ? dateTime.format(new Date(key.lastUsedAt)) : t('apiKeys.neverUsed')}
                      </TableCell>
                      <TableCell>{key.expiresAt ? day.format(new Date(key.expiresAt)) : t('apiKeys.never')}</TableCell>
                      <TableCell>
                        <Chip size="small" color={statusColour[key.status]} label={t(`apiKeys.status.${key.status}`)} />
                      </TableCell>
                      <TableCell align="right">
                        <RowMenu
                          label={t('apiKeys.more', { name: key.name })}
                          items={[
                            {
                              key: 'rename',
                              label: t('apiKeys.rename'),
                              icon: <EditIcon fontSize="small" />,
                              onSelect: () => setRenaming(key),
                            },
                            key.status !== 'revoked' && {
                              key: 'revoke',
                              label: t('apiKeys.revoke'),
                              icon: <BlockIcon fontSize="small" />,
                              onSelect: () => setRevoking(key),
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
              pageSize={API_KEYS_PAGE_SIZE}
              total={query.data?.total ?? 0}
              onChange={setPage}
            />
          </DataState>
        </CardContent>
      </Card>
      {options.data && (
        <CreateApiKeyDialog
          open={creating}
          orgId={orgId}
          options={options.data}
          onClose={() => setCreating(false)}
          onCreated={() => show(t('apiKeys.toast.created'))}
        />
      )}
      {renaming && (
        <RenameApiKeyDialog
          orgId={orgId}
          apiKey={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={() => {
            setRenaming(null);
            show(t('apiKeys.toast.renamed'));
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revokeDialog.title', { name: revoking?.name ?? '' })}
        text={t('apiKeys.revokeDialog.text')}
        confirmLabel={t('apiKeys.revokeDialog.confirm')}
        danger
        busy={revokeState.isLoading}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
      {toast}
    </>
  );
}
