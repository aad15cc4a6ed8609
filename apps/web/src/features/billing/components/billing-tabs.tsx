import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs.tsx';

export type BillingTab =
  | 'billing_overview'
  | 'plans'
  | 'addons'
  | 'subscriptions'
  | 'useage_report'
  | 'invoices'
  | 'payment_history'
  | 'budget';

const tabs: BillingTab[] = [
  'billing_overview',
  'plans',
  'addons',
  'subscriptions',
  'useage_report',
  'invoices',
  'payment_history',
  'budget',
];

/** The billing pages as tabs (the spec's paths under /settings). */
export function BillingTabs({ current }: { current: BillingTab }) {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('billing.tabs.label')}
      current={current}
      tabs={tabs.map((value) => ({ value, label: t(`billing.tabs.${value}`), to: `/settings/${value}` }))}
    />
  );
}
