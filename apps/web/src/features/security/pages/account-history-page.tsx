import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { type AccountEvent, useAccountHistoryQuery } from '../api/account-history.ts';
import { useFormatDate } from '../components/use-format-date.ts';
import { ACCOUNT_ACTIONS, actionDetailKey, actionLabelKey } from '../lib/account-actions.ts';
import { describeDevice } from '../lib/describe-device.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const noFilter = { action: '' };
/** an action the history does not know, in an address, reads as no filter */
const allowedFilters = { action: ACCOUNT_ACTIONS };

/** /settings/account_history: my own security events, filterable by action, newest first. */
export function AccountHistoryPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const filterId = useId();
  // In the address, so a filtered page survives a reload and can be shared with support.
  const { filters, page, setFilters, setPage } = useUrlFilters(noFilter, allowedFilters);
  const action = filters.action || ALL;
  const history = useAccountHistoryQuery({
    page,
    pageSize: PAGE_SIZE,
    action: action === ALL ? undefined : action,
  });
  const items = history.data?.data.items ?? [];

  const label = (event: AccountEvent) => {
    const key = actionLabelKey(event.action);
    return key ? t(key) : event.action;
  };
  const detail = (event: AccountEvent) => {
    const key = actionDetailKey(event.details);
    return key ? t(key) : '—';
  };
  const device = (event: AccountEvent) => {
    const { browser, os } = describeDevice(event.userAgent);
    if (browser && os) return t('security.sessions.deviceOn', { browser, os });
    return browser ?? os ?? '—';
  };

  return (
    <>
      <PageHeader title={t('security.history.title')} subtitle={t('security.history.subtitle')} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <FormControl size="small" sx={{ minWidth: 260, mb: 2 }}>
            <InputLabel id={filterId}>{t('security.history.filter')}</InputLabel>
            <Select
              labelId={filterId}
              label={t('security.history.filter')}
              value={action}
              onChange={(event) => {
                setFilters({ action: event.target.value === ALL ? '' : event.target.value });
                // another filter's list starts at its first page
                setPage(1);
              }}
              data-testid="history-filter"
            >
              <MenuItem value={ALL}>{t('security.history.allActions')}</MenuItem>
              {ACCOUNT_ACTIONS.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(actionLabelKey(name) ?? name)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <DataState
            isLoading={history.isLoading || history.isFetching}
            isError={history.isError}
            errorKey={errorMessageKey(history.error && 'statusCode' in history.error ? history.error : null)}
            onRetry={history.refetch}
            isEmpty={items.length === 0}
            emptyTitle={t('security.history.emptyTitle')}
            emptyText={action === ALL ? t('security.history.emptyText') : t('security.history.emptyFiltered')}
            rows={6}
          >
            <TableContainer>
              <Table size="small" aria-label={t('security.history.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('security.history.columns.date')}</TableCell>
                    <TableCell>{t('security.history.columns.action')}</TableCell>
                    <TableCell>{t('security.history.columns.detail')}</TableCell>
                    <TableCell>{t('security.history.columns.ip')}</TableCell>
                    <TableCell>{t('security.history.columns.device')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((event) => (
                    <TableRow key={event.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(event.createdAt)}</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{label(event)}</TableCell>
                      <TableCell>{detail(event)}</TableCell>
                      <TableCell>
                        <bdi>{event.ip ?? '—'}</bdi>
                      </TableCell>
                      <TableCell>{device(event)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar page={page} pageSize={PAGE_SIZE} total={history.data?.data.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
    </>
  );
}
