import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = { active: 'success', inactive: 'default', disabled: 'warning' } as const;

export function StatusChip({ status }: { status: keyof typeof colours }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colours[status]} label={t(`members.status.${status}`)} />;
}
