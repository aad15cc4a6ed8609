import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

interface FilterLinkProps {
  /** the value as shown */
  text: string;
  /** adds the value to the user's filters */
  onFilter: () => void;
}

/** A report value that filters by itself when clicked (a table's cell, a product's name). */
export function FilterLink({ text, onFilter }: FilterLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={onFilter}
      title={t('reports.layout.addFilter', { value: text })}
      // long values (addresses) break anywhere, but never so narrow that a short name breaks: ten digits'
      // width holds about five Chinese characters (six held three, and a title stood three to a line on a phone)
      sx={{ textAlign: 'start', minWidth: '10ch' }}
    >
      <bdi>{text}</bdi>
    </Link>
  );
}
