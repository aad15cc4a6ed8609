import OpenInNewIcon from '@mui/icons-material/ChatOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import type { AiDashboardChart } from '../api/ai-types.ts';
import { useGetAiChartDataQuery } from '../api/get-chart-data.ts';
import { chartTitle } from '../lib/chart-title.ts';
import { AnswerChart } from './answer-chart.tsx';
import { QueryChips } from './query-chips.tsx';

interface PinnedChartCardProps {
  ws: WorkspaceArgs;
  sBoxID: string;
  chart: AiDashboardChart;
  /** the removal of this chart is under way */
  removing: boolean;
  onRemove: (chart: AiDashboardChart) => void;
}

/** One chart of the AI dashboard: its stored query run again now (loading, loaded, or 'Failed to load chart data'). */
export function PinnedChartCard({ ws, sBoxID, chart, removing, onRemove }: PinnedChartCardProps) {
  const { t, i18n } = useTranslation();
  const data = useGetAiChartDataQuery({ ...ws, chartId: chart.id }, { refetchOnMountOrArgChange: true });
  return (
    <Card
      component="article"
      aria-labelledby={`ai-chart-${chart.id}`}
      data-testid="ai-pinned-chart"
      sx={{ display: 'flex', flexDirection: 'column', opacity: removing ? 0.6 : 1 }}
      aria-busy={removing || undefined}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <div>
            <Typography id={`ai-chart-${chart.id}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {chartTitle(t, i18n.language, chart.query)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {/* FSI…PDI: the question keeps its own direction inside the sentence, as <bdi> does */}
              {t('ai.dashboard.asked', { question: `\u2068${chart.title}\u2069` })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`ai.apps.${chart.app}`)} · <bdi>{chart.itemName}</bdi>
            </Typography>
          </div>
          <QueryChips query={chart.query} result={data.data} />
          {data.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={data.refetch}>
                  {t('common.retry')}
                </Button>
              }
            >
              {t('ai.dashboard.loadFailed')}
            </Alert>
          ) : data.data && !data.isFetching ? (
            <AnswerChart kind={chart.chart} query={chart.query} result={data.data} />
          ) : (
            <Skeleton variant="rounded" height={220} aria-label={t('ai.chart.loading')} />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        {chart.sessionId ? (
          <Button
            size="small"
            component={RouterLink}
            to={`/d/${sBoxID}/app_osm_ai/${chart.sessionId}/view`}
            startIcon={<OpenInNewIcon />}
          >
            {t('ai.dashboard.openConversation')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onRemove(chart)}
          disabled={removing}
        >
          {removing ? t('ai.dashboard.removing') : t('ai.dashboard.remove')}
        </Button>
      </CardActions>
    </Card>
  );
}
