import Box from '@mui/material/Box';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Wider than any chart's margins and axes: a chart in a narrower box would draw in a negative area. */
const MIN_WIDTH = 120;

/**
 * Draws a chart at its box's width, once that box is laid out wide enough. A
 * chart left to measure its own parent reads 0 there at times (its legend's
 * wrapper not laid out yet), takes its margins off that, and writes a clip
 * rectangle -10 wide, which the browser refuses (`<rect> attribute width: A
 * negative value is not valid`). Given its width, it measures nothing. The
 * box keeps the chart's height meanwhile, so nothing moves.
 */
export function LaidOut({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} sx={{ width: '100%', minHeight: height }}>
      {width >= MIN_WIDTH && children(width)}
    </Box>
  );
}
