import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { changeOf, formatChange } from './format-value.ts';

interface KpiChangeCardProps {
  label: string;
  value: string;
  current: number | null | undefined;
  previous: number | null | undefined;
  /** a fall is good news (bounce rate) */
  lowerIsBetter?: boolean;
  testId?: string;
}

/** One headline number, and how it moved against the previous period of the same length. */
export function KpiChangeCard({ label, value, current, previous, lowerIsBetter, testId }: KpiChangeCardProps) {
  const { t, i18n } = useTranslation();
  const change = changeOf(current, previous);
  const good = change !== undefined && change !== 0 && change > 0 !== Boolean(lowerIsBetter);
  return (
    <Card sx={{ flex: '1 1 180px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: change === undefined || change === 0 ? 'text.secondary' : good ? 'success.main' : 'error.main' }}
        >
          {change === undefined
            ? t('reports.layout.noComparison')
            : t('reports.layout.change', { change: formatChange(change, i18n.language) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
