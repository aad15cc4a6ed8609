import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SparkLine } from '../../../components/analytics/spark-line.tsx';

/** Visitors a day over the last 14 days, today last; described in words for screen readers. */
export function SiteSparkline({ data }: { data: number[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const numbers = new Intl.NumberFormat(i18n.language);
  const total = data.reduce((sum, n) => sum + n, 0);
  return (
    <Box
      role="img"
      aria-label={t('analytics.list.sparklineLabel', { days: data.length, total: numbers.format(total), count: total })}
      // time runs left to right in every language
      dir="ltr"
      sx={{ width: 120, height: 36 }}
    >
      <SparkLine
        data={data.length > 0 ? data : [0]}
        height={36}
        width={120}
        area
        curve="natural"
        color={theme.palette.primary.main}
        margin={2}
      />
    </Box>
  );
}
