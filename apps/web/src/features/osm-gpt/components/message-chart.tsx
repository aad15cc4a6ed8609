import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { AiApp, AiChartKind, AiQuery } from '@osm5/shared/ai/plan';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import { useRunAiQueryQuery } from '../api/run-query.ts';
import { AnswerChart } from './answer-chart.tsx';

interface MessageChartProps {
  ws: WorkspaceArgs;
  app: AiApp;
  itemId: string;
  kind: AiChartKind;
  query: AiQuery;
  /** the rows streamed with the answer; without them (a reopened conversation) the query runs again */
  result?: ReportQueryResult;
  /** the answer is still streaming: its rows are on their way */
  streaming?: boolean;
}

/** An answer's chart: from the streamed rows, or its saved query run again through the reports API. */
export function MessageChart({ ws, app, itemId, kind, query, result, streaming }: MessageChartProps) {
  const { t } = useTranslation();
  const rerun = useRunAiQueryQuery(result || streaming ? skipToken : { ...ws, app, itemId, query });
  const data = result ?? rerun.data;
  if (data) return <AnswerChart kind={kind} query={query} result={data} />;
  if (rerun.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={rerun.refetch}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('ai.chart.failed')}
      </Alert>
    );
  }
  return <Skeleton variant="rounded" height={200} aria-label={t('ai.chart.loading')} />;
}
