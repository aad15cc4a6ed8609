import MuiTableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import { useEffect, useRef, useState } from 'react';

interface Scrolling {
  scrolls: boolean;
  /** wider than the box: it scrolls sideways */
  wide: boolean;
  label?: string;
}

/** A table that scrolls sideways anyway keeps each heading on one line instead of one word a line. */
const unwrappedHeadings = { '& thead th': { whiteSpace: 'nowrap' } } as const;

/**
 * MUI's table container, which scrolls a table wider (or taller) than itself, as on a phone. While it
 * scrolls, it is a tab stop named by its table, so that a keyboard can scroll it too (WCAG 2.1.1);
 * while it does not, it adds no tab stop. While it scrolls sideways, its headings no longer wrap: the
 * browser narrows every column to its longest word before a table overflows, which stood a heading
 * like "Clics sur les liens" one word a line.
 */
export function TableContainer({ sx, ...props }: TableContainerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [{ scrolls, wide, label }, setScrolling] = useState<Scrolling>({ scrolls: false, wide: false });
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const wideNow = box.scrollWidth > box.clientWidth;
      const now = wideNow || box.scrollHeight > box.clientHeight;
      const named = box.querySelector('table')?.getAttribute('aria-label') ?? undefined;
      setScrolling((was) =>
        was.scrolls === now && was.wide === wideNow && was.label === named
          ? was
          : { scrolls: now, wide: wideNow, label: named },
      );
    };
    // the box changes with the window, the table with its rows
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <MuiTableContainer
      ref={ref}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls && label ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      sx={[wide && unwrappedHeadings, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
