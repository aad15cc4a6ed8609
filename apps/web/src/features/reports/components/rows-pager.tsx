import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface RowsPagerProps {
  page: number;
  pageSize: number;
  /** rows on this page */
  shown: number;
  /** all rows; unknown: "Page 2" instead of "26–50 of 312" */
  total: number | undefined;
  hasNext: boolean;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous and next under a report's table, with which rows are shown ("26–50 of 312"). */
export function RowsPager({ page, pageSize, shown, total, hasNext, onPage, testId }: RowsPagerProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  if (page <= 1 && !hasNext && !(total !== undefined && total > 0)) return null;
  const paged = page > 1 || hasNext;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', pt: 2 }}>
      {paged && (
        <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('reports.layout.previous')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {total === undefined
          ? t('reports.layout.page', { page: number(page) })
          : t('reports.paging.shown', {
              from: number(Math.min(total, (page - 1) * pageSize + 1)),
              to: number((page - 1) * pageSize + shown),
              total: number(total),
            })}
      </Typography>
      {paged && (
        <Button size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t('reports.layout.next')}
        </Button>
      )}
    </Stack>
  );
}
