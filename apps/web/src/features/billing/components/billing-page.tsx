import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { type BillingTab, BillingTabs } from './billing-tabs.tsx';

/** The frame of every billing page: its title, the billing tabs and the page. */
export function BillingPage({ tab, actions, children }: { tab: BillingTab; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`billing.pages.${tab}.title`)} subtitle={t(`billing.pages.${tab}.lead`)} actions={actions} />
      <BillingTabs current={tab} />
      {children}
    </>
  );
}
