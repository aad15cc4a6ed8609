import { LineChart, type LineChartProps } from '@mui/x-charts/LineChart';
import { useChartDirection, useRtl } from './chart-direction.ts';
import { LaidOut } from './laid-out.tsx';

/**
 * The margin on the side where the x axis ends. MUI X shortens a tick label to
 * twice its distance from the chart's edge, and the last one stands 20 pixels
 * from it by default: "Nov 30" read "Nov…". Forty leaves room for an hour's
 * label ("Nov 30, 2 PM").
 */
const END_MARGIN = 40;

/**
 * The y axes of a chart whose values are all zero (a new site's month, a quiet
 * link): from 0 to 1. MUI X takes [0, 0] then, draws the line across the
 * middle and writes its one tick as "0.0…".
 */
export function withRoomAboveZero(props: Pick<LineChartProps, 'series' | 'yAxis'>): LineChartProps['yAxis'] {
  const values = props.series.flatMap((s) => s.data ?? []);
  if (values.some((v) => typeof v === 'number' && v > 0)) return props.yAxis;
  // a band or point axis has no max: it names its values
  const named = (scale: string | undefined) => scale === 'band' || scale === 'point';
  return props.yAxis?.map((axis) =>
    named(axis.scaleType) || ('max' in axis && axis.max !== undefined) ? axis : { ...axis, max: 1 },
  );
}

/** MUI X's LineChart drawn at its laid-out box's width (laid-out.tsx says why), in the page's direction. */
export function SizedLineChart(props: LineChartProps & { height: number }) {
  const directed = useChartDirection({ ...props, yAxis: withRoomAboveZero(props) });
  // reversed in a right-to-left page (chart-direction.ts): the axis then ends on the left
  const end = useRtl() ? 'left' : 'right';
  const margin = { [end]: END_MARGIN, ...(typeof props.margin === 'object' ? props.margin : {}) };
  return (
    <LaidOut height={props.height}>{(width) => <LineChart {...directed} margin={margin} width={width} />}</LaidOut>
  );
}
