import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import type { AiDashboardChart } from '../api/ai-types.ts';
import { DASHBOARD_PAGE_SIZE, useListAiDashboardQuery } from '../api/list-dashboard.ts';
import { useRemoveAiChartMutation } from '../api/remove-chart.ts';
import { chartTitle } from '../lib/chart-title.ts';
import { PinnedChartCard } from './pinned-chart-card.tsx';
import { SettingUp } from './setting-up.tsx';

interface AiDashboardGridProps {
  ws: WorkspaceArgs;
  sBoxID: string;
  app?: AiApp;
  itemId?: string;
  /** where "start a conversation" leads (with the app, or the item, already chosen) */
  newHref: string;
  emptyText: string;
}

/**
 * The AI dashboard: the charts pinned from Pro answers, a page at a time,
 * each re-running its query; removing one asks first, then says whether it
 * went ('chart removed' or 'Failed to remove chart from dashboard').
 */
export function AiDashboardGrid({ ws, sBoxID, app, itemId, newHref, emptyText }: AiDashboardGridProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<AiDashboardChart | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { toast, show } = useToast();
  const list = useListAiDashboardQuery({ ...ws, page, app, itemId });
  const [remove] = useRemoveAiChartMutation();

  const confirm = async () => {
    if (!removing) return;
    const chart = removing;
    setRemoving(null);
    setBusyId(chart.id);
    const result = await remove({ ...ws, chartId: chart.id });
    setBusyId(null);
    if ('error' in result) show(t('ai.dashboard.removeFailed'), 'error');
    else {
      show(t('ai.dashboard.removed'));
      if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
    }
  };

  if (list.isLoading) {
    return <SettingUp title={t('ai.dashboard.loadingTitle')} text={t('ai.dashboard.loadingText')} />;
  }
  return (
    <>
      <DataState
        isLoading={false}
        isError={list.isError}
        errorKey={errorKey(list.error)}
        onRetry={list.refetch}
        isEmpty={list.data?.total === 0}
        emptyTitle={t('ai.dashboard.emptyTitle')}
        emptyText={emptyText}
        emptyAction={
          <Button component={RouterLink} to={newHref} variant="contained" startIcon={<AddIcon />}>
            {t('ai.home.start')}
          </Button>
        }
      >
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
          data-testid="ai-dashboard"
        >
          {list.data?.items.map((chart) => (
            <PinnedChartCard
              key={chart.id}
              ws={ws}
              sBoxID={sBoxID}
              chart={chart}
              removing={busyId === chart.id}
              onRemove={setRemoving}
            />
          ))}
        </Box>
        {(list.data?.total ?? 0) > DASHBOARD_PAGE_SIZE && (
          <PaginationBar page={page} pageSize={DASHBOARD_PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} />
        )}
      </DataState>
      <ConfirmDialog
        open={removing !== null}
        title={t('ai.dashboard.removeTitle')}
        text={t('ai.dashboard.removeText', { title: removing ? chartTitle(t, i18n.language, removing.query) : '' })}
        confirmLabel={t('ai.dashboard.remove')}
        danger
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      />
      {toast}
    </>
  );
}
