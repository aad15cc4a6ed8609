import { useTheme } from '@mui/material/styles';

interface Axes {
  xAxis?: readonly object[];
  yAxis?: readonly object[];
}

/** MUI X's least room between two x-axis tick labels, in pixels; a label closer to the last one is left out. */
const TICK_LABEL_GAP = 4;

/**
 * A chart's props in the page's direction. MUI X draws left to right whatever
 * the direction, so in a right-to-left page (Arabic) the x axes run reversed
 * (time and bars from the right) and the y axes stand on the right, where the
 * page starts, as the table beside the chart reads.
 *
 * On a reversed axis, MUI X (9.17) adds the labels' least gap the wrong way and lets neighbours overlap
 * by that much instead: on a phone, Arabic dates ran into each other ("6 نوفمبر12 نوفمبر"). The gap is
 * given negated there, which keeps the same room between labels as in a left-to-right page.
 */
export function inDirection<P extends Axes>(props: P, rtl: boolean): P {
  if (!rtl) return props;
  return {
    ...props,
    xAxis: props.xAxis?.map((axis) => ({ ...axis, reverse: true, tickLabelMinGap: -TICK_LABEL_GAP })),
    yAxis: props.yAxis?.map((axis) => ({ ...axis, position: 'right' })),
  };
}

/** Whether the theme reads right to left. */
export const useRtl = () => useTheme().direction === 'rtl';

/** inDirection in the theme's direction. */
export const useChartDirection = <P extends Axes>(props: P): P => inDirection(props, useRtl());
