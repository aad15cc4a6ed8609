import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * "21–40 of 53" and the page buttons under every list. The buttons' labels
 * come from MUI's locale pack for the user's region (see app/theme/mui-locales.ts).
 */
export function PaginationBar({ page, pageSize, total, onChange }: PaginationBarProps) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('ui.pagination.range', { from, to, total })}
      </Typography>
      <Pagination
        page={Math.min(page, count)}
        count={count}
        onChange={(_, value) => onChange(value)}
        color="primary"
        shape="rounded"
      />
    </Stack>
  );
}
