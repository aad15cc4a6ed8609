import MuiTableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import { useEffect, useRef, useState } from 'react';

interface Scrolling {
  scrolls: boolean;
  label?: string;
}

/**
 * MUI's table container, which scrolls a table wider (or taller) than itself, as on a phone. While it
 * scrolls, it is a tab stop named by its table, so that a keyboard can scroll it too (WCAG 2.1.1);
 * while it does not, it adds no tab stop.
 */
export function TableContainer(props: TableContainerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [{ scrolls, label }, setScrolling] = useState<Scrolling>({ scrolls: false });
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const now = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
      const named = box.querySelector('table')?.getAttribute('aria-label') ?? undefined;
      setScrolling((was) => (was.scrolls === now && was.label === named ? was : { scrolls: now, label: named }));
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
      {...props}
    />
  );
}
