import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useListWorkspacesQuery } from '../api/list-workspaces.ts';
import { useWorkspaceActionMutation, type WorkspaceAction } from '../api/workspace-action.ts';

/** /settings/sbox: every workspace I see; enable/disable, make default (the default cannot be disabled). */
export function SettingsWorkspacesPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListWorkspacesQuery(
    { orgId: current.orgId ?? '', kind: 'all', page, search },
    { skip: !current.orgId },
  );
  const [run, state] = useWorkspaceActionMutation();
  const [pending, setPending] = useState<{ workspace: VisibleWorkspace; action: WorkspaceAction } | null>(null);
  const { toast, show } = useToast();
  const canUpdate = (w: VisibleWorkspace) =>
    current.privileges.has('workspaces:update') || w.privileges.includes('workspaces:update');

  const confirm = async () => {
    if (!pending || !current.orgId) return;
    const result = await run({ orgId: current.orgId, workspaceId: pending.workspace.id, action: pending.action });
    setPending(null);
    if ('error' in result) show(t(errorKey(result.error)), 'error');
    else show(t(`workspaces.settings.done.${pending.action}`, { name: pending.workspace.name }));
  };

  return (
    <>
      <PageHeader
        title={t('workspaces.settings.title')}
        subtitle={t('workspaces.settings.lead')}
        actions={
          current.privileges.has('workspaces:create') && (
            <Button component={RouterLink} to="/d/sbox/create" variant="contained" startIcon={<AddIcon />}>
              {t('workspaces.create.title')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent>
          <SearchField value={search} onChange={setSearch} setPage={setPage} sx={{ mb: 2 }} />
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
          >
            <TableContainer>
              <Table aria-label={t('workspaces.settings.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('workspaces.form.name')}</TableCell>
                    <TableCell>{t('workspaces.form.visibility')}</TableCell>
                    <TableCell>{t('workspaces.settings.enabled')}</TableCell>
                    <TableCell align="right">{t('ui.actionsColumn')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((w) => (
                    <TableRow key={w.id} hover>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Link component={RouterLink} to={`/settings/sbox/${w.id}/detail`}>
                            {w.name}
                          </Link>
                          {w.isDefault && <Chip size="small" color="primary" label={t('workspaces.default')} />}
                        </Stack>
                      </TableCell>
                      <TableCell>{t(`workspaces.visibility.${w.visibility}`)}</TableCell>
                      <TableCell>
                        <Tooltip title={w.isDefault ? t('workspaces.settings.defaultCannotDisable') : ''}>
                          <span>
                            <Switch
                              checked={w.enabled}
                              disabled={w.isDefault || !canUpdate(w)}
                              onChange={() => setPending({ workspace: w, action: w.enabled ? 'disable' : 'enable' })}
                              slotProps={{ input: { 'aria-label': t('workspaces.settings.toggle', { name: w.name }) } }}
                            />
                          </span>
                        </Tooltip>
                      </TableCell>
                      <TableCell align="right">
                        {!w.isDefault && w.enabled && current.privileges.has('workspaces:update') && (
                          <Button size="small" onClick={() => setPending({ workspace: w, action: 'default' })}>
                            {t('workspaces.settings.makeDefault')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar page={page} pageSize={10} total={query.data?.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`workspaces.settings.confirm.${pending.action}.title`) : ''}
        text={pending ? t(`workspaces.settings.confirm.${pending.action}.text`, { name: pending.workspace.name }) : ''}
        confirmLabel={pending ? t(`workspaces.settings.confirm.${pending.action}.action`) : ''}
        danger={pending?.action === 'disable'}
        busy={state.isLoading}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      {toast}
    </>
  );
}
