import type { Shadows } from '@mui/material/styles';

/**
 * 25 elevation levels (spec §9), softer and more diffuse than Material's
 * defaults so cards float gently on the dashboard's tinted background.
 */
const level = (n: number, rgb: string): string => {
  if (n === 0) return 'none';
  const y = Math.round(1 + n * 0.9);
  const blur = Math.round(3 + n * 2.6);
  const alpha = Math.min(0.05 + n * 0.012, 0.32).toFixed(3);
  return `0 ${y}px ${blur}px rgba(${rgb}, ${alpha}), 0 1px 2px rgba(${rgb}, 0.06)`;
};

export const buildShadows = (dark: boolean): Shadows =>
  Array.from({ length: 25 }, (_, n) => level(n, dark ? '0, 0, 0' : '22, 38, 66')) as Shadows;
