import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { setEnterprise } from '../../../app/store/context-slice.ts';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useToast } from '../../../components/use-toast.tsx';

const PAGE_SIZE = 9;

/** /d/enterprise: my organisations; choosing one makes it the working context. */
export function EnterprisesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useCurrentOrg();
  const [page, setPage] = useState(1);
  const { toast, show } = useToast();
  const shown = current.tenants.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <PageHeader title={t('enterprise.list.title')} subtitle={t('enterprise.list.lead')} />
      <DataState
        isLoading={current.isLoading}
        isError={current.isError}
        onRetry={current.refetch}
        isEmpty={current.tenants.length === 0}
        emptyText={t('layout.context.noEnterprises')}
        rows={3}
      >
        <Grid container spacing={3}>
          {shown.map((tenant) => {
            const active = tenant.id === current.orgId;
            return (
              <Grid key={tenant.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Card
                  sx={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    outline: active ? 2 : 0,
                    outlineColor: 'primary.main',
                  }}
                >
                  <CardContent sx={{ flex: 1 }}>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <Avatar
                        src={tenant.logoUrl ?? undefined}
                        variant="rounded"
                        sx={{ bgcolor: 'primary.light', color: 'primary.main' }}
                      >
                        <BusinessIcon />
                      </Avatar>
                      <div>
                        <Typography variant="h5" component="h2">
                          {tenant.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`roles.system.${tenant.role}`)}
                        </Typography>
                      </div>
                    </Stack>
                    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                      <Chip size="small" label={t('enterprise.plan', { plan: tenant.plan })} />
                      {active && (
                        <Chip size="small" color="primary" icon={<CheckIcon />} label={t('enterprise.current')} />
                      )}
                    </Stack>
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button component={RouterLink} to={`/d/enterprise/${tenant.id}`}>
                      {t('enterprise.details')}
                    </Button>
                    {!active && (
                      <Button
                        variant="contained"
                        onClick={() => {
                          dispatch(setEnterprise({ id: tenant.id, name: tenant.name }));
                          show(t('enterprise.switched', { name: tenant.name }));
                        }}
                      >
                        {t('enterprise.switch')}
                      </Button>
                    )}
                  </CardActions>
                </Card>
              </Grid>
            );
          })}
        </Grid>
        <PaginationBar page={page} pageSize={PAGE_SIZE} total={current.tenants.length} onChange={setPage} />
      </DataState>
      {toast}
    </>
  );
}
