import { SparkLineChart, type SparkLineChartProps } from '@mui/x-charts/SparkLineChart';
import { useRtl } from './chart-direction.ts';

/**
 * MUI X's SparkLineChart in the page's direction: in a right-to-left page the
 * line runs from the right, as the full-size charts do (chart-direction.ts).
 * An x axis given here keeps the sparkline's own tooltip choice (none unless
 * the caller gave an axis).
 */
export function SparkLine(props: SparkLineChartProps) {
  const xAxis = useRtl() ? { hideTooltip: props.xAxis === undefined, ...props.xAxis, reverse: true } : props.xAxis;
  return <SparkLineChart {...props} xAxis={xAxis} />;
}
