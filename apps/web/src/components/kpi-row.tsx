import Stack from '@mui/material/Stack';
import { KpiCard } from './kpi-card.tsx';

export interface Kpi {
  label: string;
  /** formatted already */
  value: string;
  testId?: string;
}

/** The headline numbers of a report, side by side, wrapping on narrow screens. */
export function KpiRow({ kpis }: { kpis: Kpi[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {kpis.map((kpi) => (
        <KpiCard key={kpi.label} label={kpi.label} value={kpi.value} testId={kpi.testId} />
      ))}
    </Stack>
  );
}
