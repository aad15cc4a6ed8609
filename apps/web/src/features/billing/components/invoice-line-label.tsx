import type { InvoiceLineView } from '@osm5/shared/schemas/billing';
import { useTranslation } from 'react-i18next';

/** "Pro plan", "Unused time on Pro plan", "Extra members × 2": one invoice line in the user's language. */
export function InvoiceLineLabel({ line }: { line: InvoiceLineView }) {
  const { t } = useTranslation();
  const item = t(`billing.items.${line.item}`);
  const label = t(`billing.lineKinds.${line.kind}`, { item });
  return <>{line.quantity > 1 ? t('billing.invoice.times', { label, quantity: line.quantity }) : label}</>;
}
