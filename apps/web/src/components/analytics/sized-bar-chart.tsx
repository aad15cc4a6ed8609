import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import { useChartDirection } from './chart-direction.ts';
import { LaidOut } from './laid-out.tsx';

/** MUI X's BarChart drawn at its laid-out box's width (laid-out.tsx says why), in the page's direction. */
export function SizedBarChart(props: BarChartProps & { height: number }) {
  const directed = useChartDirection(props);
  return <LaidOut height={props.height}>{(width) => <BarChart {...directed} width={width} />}</LaidOut>;
}
