import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SparkLine } from '../../../components/analytics/spark-line.tsx';

/** A goal's conversions over the period, described in words for screen readers. */
export function GoalTrend({ data, name }: { data: number[]; name: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const total = data.reduce((sum, n) => sum + n, 0);
  return (
    <Box
      role="img"
      aria-label={t('reports.goals.trendLabel', { name, total: new Intl.NumberFormat(i18n.language).format(total) })}
      // time runs left to right in every language
      dir="ltr"
      sx={{ width: 120, height: 32 }}
    >
      <SparkLine
        data={data.length > 0 ? data : [0]}
        height={32}
        width={120}
        area
        color={theme.palette.primary.main}
        margin={2}
      />
    </Box>
  );
}
