import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FlowPage, FlowResult } from '@osm5/shared/analytics/query';
import { isolateLtr } from '@osm5/shared/bidi-isolate';
import type { FlowBody } from '@osm5/shared/schemas/report-flow-uptime';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useGetFlowQuery } from '../api/get-flow-uptime.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { type FlowNode, layoutFlow } from '../lib/flow-layout.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';

const WIDTH = 960;
const HEIGHT = 420;
const NODE_WIDTH = 14;
const stepChoices = [3, 4, 5, 6, 7, 8];
const pageChoices = [5, 8, 12];

/** /d/:sBoxID/analytics/:sURL/users_flow (kind `flow`): how visits move from page to page, step by step. */
export function UsersFlowPage() {
  const ctx = useReportContext();
  return ctx && <UsersFlow ctx={ctx} />;
}

function UsersFlow({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation();
  const { settings, range, ws } = ctx;
  const [steps, setSteps] = useState(5);
  const [pagesPerStep, setPagesPerStep] = useState(8);
  const body: FlowBody | undefined = range && {
    item: { type: 'analytics', id: ctx.id },
    range,
    filters: settings.filters,
    segment: settings.segment.length > 0 ? { filters: settings.segment } : undefined,
    steps,
    pagesPerStep,
  };
  const flow = useGetFlowQuery(ws && body ? { ...ws, body } : skipToken);
  return (
    <ReportLayout ctx={ctx}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography variant="h6" component="h2">
                {t('reports.flow.chartTitle')}
              </Typography>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  size="small"
                  label={t('reports.flow.steps')}
                  value={steps}
                  onChange={(e) => setSteps(Number(e.target.value))}
                  sx={{ minWidth: 120 }}
                >
                  {stepChoices.map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('reports.flow.pagesPerStep')}
                  value={pagesPerStep}
                  onChange={(e) => setPagesPerStep(Number(e.target.value))}
                  sx={{ minWidth: 160 }}
                >
                  {pageChoices.map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('reports.flow.chartHelp')}
            </Typography>
            <DataState
              isLoading={flow.isLoading || flow.isFetching || (Boolean(body) && flow.isUninitialized)}
              isError={flow.isError}
              errorKey="reports.layout.failed"
              onRetry={flow.refetch}
              isEmpty={flow.data?.visits === 0}
              emptyTitle={t('reports.layout.emptyTitle')}
              emptyText={t('reports.flow.empty')}
            >
              {flow.data && <FlowChart flow={flow.data} />}
            </DataState>
          </Stack>
        </CardContent>
      </Card>
      {flow.data && flow.data.visits > 0 && (
        <Card>
          <CardContent>
            <FlowTable flow={flow.data} />
          </CardContent>
        </Card>
      )}
    </ReportLayout>
  );
}

/** A page's name: its path, or "Other pages" for the ones past the step's top pages. */
function usePageName() {
  const { t } = useTranslation();
  return (page: FlowPage) => (page === null ? t('reports.flow.other') : page || t('reports.layout.none'));
}

const shorten = (text: string, max = 26) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function FlowChart({ flow }: { flow: FlowResult }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const name = usePageName();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const layout = useMemo(
    () => layoutFlow(flow, { width: WIDTH, height: HEIGHT, nodeWidth: NODE_WIDTH, gap: 12, rtl }),
    [flow, rtl],
  );
  // a page hovered or focused lights its bands; pressing it keeps them lit
  const [hovered, setHovered] = useState<string | undefined>();
  const [pinned, setPinned] = useState<string | undefined>();
  const active = hovered ?? pinned;
  const lit = (a: FlowNode, b: FlowNode) => active === undefined || active === a.key || active === b.key;
  const pin = (key: string) => setPinned((current) => (current === key ? undefined : key));
  const nodeLabel = (n: FlowNode, isolated = false) =>
    t('reports.flow.node', {
      step: number(n.step),
      page: isolated ? isolateLtr(name(n.page)) : name(n.page),
      visits: number(n.visits),
      left: number(n.dropOffs),
      count: n.visits,
    });
  // labels sit after the bar in the reading direction, before it in the last column
  const labelX = (n: FlowNode) => {
    const after = n.step < layout.columns;
    const start = rtl ? !after : after;
    return start ? { x: n.x + NODE_WIDTH + 6, anchor: 'start' as const } : { x: n.x - 6, anchor: 'end' as const };
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="svg"
        viewBox={`-8 -24 ${WIDTH + 16} ${HEIGHT + 32}`}
        role="group"
        aria-label={t('reports.flow.chartTitle')}
        data-testid="flow-chart"
        sx={{ width: '100%', minWidth: 640, height: 'auto', display: 'block', fontFamily: theme.typography.fontFamily }}
      >
        {Array.from({ length: layout.columns }, (_, i) => {
          const step = i + 1;
          const x = layout.nodes.find((n) => n.step === step)?.x ?? 0;
          // the outer columns' labels line up with their bars' outer edge, so that none is cut
          const edge = step === 1 ? 'first' : step === layout.columns ? 'last' : 'middle';
          // the first column stands on the left, right to left the last
          const onLeft = (edge === 'first') !== rtl;
          const textX = edge === 'middle' ? x + NODE_WIDTH / 2 : onLeft ? x : x + NODE_WIDTH;
          // text-anchor follows the text's direction: right to left, `start` is its right end
          const anchor = edge === 'middle' ? 'middle' : onLeft !== rtl ? 'start' : 'end';
          return (
            <text
              key={step}
              x={textX}
              y={-10}
              textAnchor={anchor}
              fontSize={12}
              fill={theme.palette.text.secondary}
              data-testid="flow-step"
            >
              {t('reports.flow.stepLabel', { step: number(step) })}
            </text>
          );
        })}
        <g>
          {layout.bands.map((b) => (
            <path
              key={b.key}
              d={b.path}
              fill="none"
              stroke={b.to === null || b.from === null ? theme.palette.grey[500] : theme.palette.primary.main}
              strokeOpacity={lit(b.source, b.target) ? 0.35 : 0.08}
              strokeWidth={b.width}
            >
              <title>
                {t('reports.flow.link', {
                  from: isolateLtr(name(b.from)),
                  to: isolateLtr(name(b.to)),
                  visits: number(b.visits),
                  count: b.visits,
                })}
              </title>
            </path>
          ))}
        </g>
        {layout.nodes.map((n) => {
          const label = labelX(n);
          const dropHeight = n.visits === 0 ? 0 : (n.height * n.dropOffs) / n.visits;
          const text = nodeLabel(n);
          const shown = nodeLabel(n, true);
          return (
            <Tooltip key={n.key} title={shown} describeChild>
              {/* biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML <button> */}
              <g
                tabIndex={0}
                role="button"
                aria-pressed={pinned === n.key}
                aria-label={text}
                data-testid="flow-node"
                onMouseEnter={() => setHovered(n.key)}
                onMouseLeave={() => setHovered(undefined)}
                onFocus={() => setHovered(n.key)}
                onBlur={() => setHovered(undefined)}
                onClick={() => pin(n.key)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    pin(n.key);
                  }
                }}
                style={{ outline: 'none', cursor: 'pointer' }}
              >
                <rect
                  x={n.x}
                  y={n.y}
                  width={NODE_WIDTH}
                  height={n.height}
                  rx={2}
                  fill={n.page === null ? theme.palette.grey[500] : theme.palette.primary.main}
                  stroke={active === n.key || pinned === n.key ? theme.palette.text.primary : 'none'}
                  strokeWidth={2}
                />
                {dropHeight > 0 && (
                  <rect
                    x={n.x}
                    y={n.y + n.height - dropHeight}
                    width={NODE_WIDTH}
                    height={dropHeight}
                    fill={theme.palette.error.main}
                  />
                )}
                {n.height >= 14 && (
                  <text
                    x={label.x}
                    y={n.y + Math.min(n.height / 2, 14)}
                    dominantBaseline="middle"
                    textAnchor={label.anchor}
                    // a path reads left to right, in Arabic too
                    style={{ direction: 'ltr', unicodeBidi: 'isolate' }}
                    fontSize={12}
                    fill={theme.palette.text.primary}
                  >
                    {`${isolateLtr(shorten(name(n.page)))} · ${number(n.visits)}`}
                  </text>
                )}
              </g>
            </Tooltip>
          );
        })}
      </Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }} aria-hidden="true">
        <Legend color={theme.palette.primary.main} label={t('reports.flow.legendPages')} />
        <Legend color={theme.palette.grey[500]} label={t('reports.flow.other')} />
        <Legend color={theme.palette.error.main} label={t('reports.flow.leftSite')} />
        <Legend color={alpha(theme.palette.primary.main, 0.35)} label={t('reports.flow.legendBands')} />
      </Stack>
    </Box>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/** The same numbers as a table: at each step, where visits went next or that they left. */
function FlowTable({ flow }: { flow: FlowResult }) {
  const { t, i18n } = useTranslation();
  const name = usePageName();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const rows = [
    ...flow.links.map((l) => ({ step: l.step, from: l.from, to: name(l.to), visits: l.visits, left: false })),
    ...flow.dropOffs.map((d) => ({
      step: d.step,
      from: d.page,
      to: t('reports.flow.leftSite'),
      visits: d.visits,
      left: true,
    })),
  ].sort((a, b) => a.step - b.step || b.visits - a.visits);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2" id="flow-table-title">
        {t('reports.flow.tableTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reports.flow.total', { visits: number(flow.visits) })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="flow-table-title" data-testid="flow-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.flow.step')}</TableCell>
              <TableCell>{t('reports.flow.from')}</TableCell>
              <TableCell>{t('reports.flow.to')}</TableCell>
              <TableCell align="right">{t('reports.metrics.sessions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={JSON.stringify([r.step, r.from, r.to, r.left])} hover>
                <TableCell>{number(r.step)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <bdi>{name(r.from)}</bdi>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all', color: r.left ? 'error.main' : undefined }}>
                  <bdi>{r.to}</bdi>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {number(r.visits)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
