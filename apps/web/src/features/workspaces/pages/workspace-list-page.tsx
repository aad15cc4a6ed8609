import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { setSBox } from '../../../app/store/context-slice.ts';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useListWorkspacesQuery } from '../api/list-workspaces.ts';

/** /d/sba/mysboxs (mine) and /d/sba/share (shared with me) as cards. */
export function WorkspaceListPage({ kind }: { kind: 'mine' | 'shared' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useCurrentOrg();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListWorkspacesQuery(
    { orgId: current.orgId ?? '', kind, page, pageSize: 12, search },
    { skip: !current.orgId },
  );
  const canCreate = current.privileges.has('workspaces:create');
  const createButton = canCreate && (
    <Button component={RouterLink} to="/d/sbox/create" variant="contained" startIcon={<AddIcon />}>
      {t('workspaces.create.title')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t(`workspaces.${kind}.title`)}
        subtitle={t(`workspaces.${kind}.lead`)}
        actions={createButton}
      />
      <SearchField value={search} onChange={setSearch} setPage={setPage} sx={{ mb: 3 }} />
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError || current.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
        isEmpty={query.data?.total === 0}
        emptyTitle={t(`workspaces.${kind}.emptyTitle`)}
        emptyText={t(`workspaces.${kind}.emptyText`)}
        emptyAction={kind === 'mine' ? createButton : undefined}
        rows={3}
      >
        <Grid container spacing={3}>
          {query.data?.items.map((workspace) => (
            <Grid key={workspace.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/d/sbox/${workspace.id}/dashboard`}
                  onClick={() => dispatch(setSBox({ id: workspace.id, name: workspace.name }))}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      {workspace.visibility === 'private' ? (
                        <LockIcon fontSize="small" aria-hidden="true" />
                      ) : (
                        <PublicIcon fontSize="small" aria-hidden="true" />
                      )}
                      <Typography variant="h5" component="h2" noWrap dir="auto">
                        {workspace.name}
                      </Typography>
                    </Stack>
                    <Typography color="text.secondary" sx={{ minHeight: 48 }}>
                      {workspace.description || t('workspaces.noDescription')}
                    </Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                      <Chip size="small" label={t(`workspaces.visibility.${workspace.visibility}`)} />
                      {workspace.isDefault && <Chip size="small" color="primary" label={t('workspaces.default')} />}
                      {!workspace.enabled && <Chip size="small" color="warning" label={t('workspaces.disabled')} />}
                      {workspace.role && (
                        <Chip size="small" variant="outlined" label={t(`roles.system.${workspace.role}`)} />
                      )}
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <PaginationBar page={page} pageSize={12} total={query.data?.total ?? 0} onChange={setPage} />
      </DataState>
    </>
  );
}

export const MyWorkspacesPage = () => <WorkspaceListPage kind="mine" />;
export const SharedWorkspacesPage = () => <WorkspaceListPage kind="shared" />;
