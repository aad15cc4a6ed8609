import { LineChart, type LineChartProps } from '@mui/x-charts/LineChart';
import { useChartDirection } from './chart-direction.ts';
import { LaidOut } from './laid-out.tsx';

/** MUI X's LineChart drawn at its laid-out box's width (laid-out.tsx says why), in the page's direction. */
export function SizedLineChart(props: LineChartProps & { height: number }) {
  const directed = useChartDirection(props);
  return <LaidOut height={props.height}>{(width) => <LineChart {...directed} width={width} />}</LaidOut>;
}
