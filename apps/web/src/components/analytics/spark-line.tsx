import { useTheme } from '@mui/material/styles';
import { SparkLineChart, type SparkLineChartProps } from '@mui/x-charts/SparkLineChart';

/**
 * MUI X's SparkLineChart in the page's direction: in a right-to-left page the
 * line runs from the right, as the full-size charts do (chart-direction.ts).
 * An x axis given here keeps the sparkline's own tooltip choice (none unless
 * the caller gave an axis).
 */
export function SparkLine(props: SparkLineChartProps) {
  const rtl = useTheme().direction === 'rtl';
  const xAxis = rtl ? { hideTooltip: props.xAxis === undefined, ...props.xAxis, reverse: true } : props.xAxis;
  return <SparkLineChart {...props} xAxis={xAxis} />;
}
