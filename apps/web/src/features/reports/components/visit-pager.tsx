import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Previous and next over a list whose total is known ("Page 2 of 5 · 112 visits"). */
export function VisitPager({
  page,
  pageSize,
  total,
  onPage,
  countKey,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** reports.visits.<countKey>: "{{n}} visits" or "{{n}} visitors" */
  countKey: 'visitCount' | 'visitorCount';
}) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack
      component="nav"
      aria-label={t('reports.visits.pages')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="visit-pager">
        {t('reports.visits.pageOf', { page: n(page), pages: n(pages) })} ·{' '}
        {t(`reports.visits.${countKey}`, { n: n(total), count: total })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('reports.layout.previous')}
      </Button>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('reports.layout.next')}
      </Button>
    </Stack>
  );
}
