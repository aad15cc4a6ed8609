import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import { LaidOut } from './laid-out.tsx';

/** MUI X's BarChart drawn at its laid-out box's width (laid-out.tsx says why). */
export function SizedBarChart(props: BarChartProps & { height: number }) {
  return <LaidOut height={props.height}>{(width) => <BarChart {...props} width={width} />}</LaidOut>;
}
