import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * A report's CSV: a plain link the browser downloads with the session cookie; disabled until its address is known.
 * `label` names what it exports when a page has more than one.
 */
export function CsvExportButton({ href, label }: { href: string | undefined; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      download
      disabled={!href}
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      aria-label={label}
    >
      {t('reports.layout.exportCsv')}
    </Button>
  );
}
