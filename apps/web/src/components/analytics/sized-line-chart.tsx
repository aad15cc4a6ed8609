import { LineChart, type LineChartProps } from '@mui/x-charts/LineChart';
import { LaidOut } from './laid-out.tsx';

/** MUI X's LineChart drawn at its laid-out box's width (laid-out.tsx says why). */
export function SizedLineChart(props: LineChartProps & { height: number }) {
  return <LaidOut height={props.height}>{(width) => <LineChart {...props} width={width} />}</LaidOut>;
}
