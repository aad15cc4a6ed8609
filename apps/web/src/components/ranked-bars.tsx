import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RankedItem {
  key: string;
  label: ReactNode;
  value: number;
}

/** A ranked list with a bar per row, scaled to the largest, and each row's share of the total. */
export function RankedBars({ items, label }: { items: RankedItem[]; label: string }) {
  const { i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const max = Math.max(1, ...items.map((i) => i.value));
  const total = items.reduce((sum, i) => sum + i.value, 0) || 1;
  return (
    <Stack component="ol" spacing={1.25} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.key}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {numbers.format(item.value)} · {percent.format(item.value / total)}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(item.value / max) * 100}
            aria-hidden="true"
            sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
