import { useTheme } from '@mui/material/styles';

interface Axes {
  xAxis?: readonly object[];
  yAxis?: readonly object[];
}

/**
 * A chart's props in the page's direction. MUI X draws left to right whatever
 * the direction, so in a right-to-left page (Arabic) the x axes run reversed
 * (time and bars from the right) and the y axes stand on the right, where the
 * page starts, as the table beside the chart reads.
 */
export function inDirection<P extends Axes>(props: P, rtl: boolean): P {
  if (!rtl) return props;
  return {
    ...props,
    xAxis: props.xAxis?.map((axis) => ({ ...axis, reverse: true })),
    yAxis: props.yAxis?.map((axis) => ({ ...axis, position: 'right' })),
  };
}

/** Whether the theme reads right to left. */
export const useRtl = () => useTheme().direction === 'rtl';

/** inDirection in the theme's direction. */
export const useChartDirection = <P extends Axes>(props: P): P => inDirection(props, useRtl());
