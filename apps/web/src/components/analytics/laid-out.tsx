import Box from '@mui/material/Box';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Wider than any chart's margins and axes: a chart in a narrower box would draw in a negative area. */
const MIN_WIDTH = 120;

/**
 * Draws a chart only once its box is laid out wide enough. A chart measures
 * its parent and takes its margins and axes off that width: in a box not
 * laid out yet (0 wide, as while a page or a language switch is still being
 * laid out) its drawing area comes out negative, and the browser refuses the
 * clip rectangle it writes (`<rect> attribute width: A negative value is not
 * valid`). The box keeps the chart's height meanwhile, so nothing moves.
 */
export function LaidOut({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWide(element.clientWidth >= MIN_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} sx={{ width: '100%', minHeight: height }}>
      {wide && children}
    </Box>
  );
}
