import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colour = { open: 'warning', paid: 'success', void: 'default' } as const;

export function InvoiceStatusChip({ status }: { status: 'open' | 'paid' | 'void' }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colour[status]} label={t(`billing.invoiceStatus.${status}`)} />;
}
