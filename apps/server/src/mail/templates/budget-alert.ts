import type { LocalizedTemplate } from '../message.ts';

export interface BudgetAlertData {
  name: string;
  /** percent of the cap reached */
  threshold: number;
  /** invoiced this month and the cap, in minor units of `currency` */
  spent: number;
  cap: number;
  currency: string;
  /** whether new charges are refused at the cap */
  blocking: boolean;
  /** the budget page in OSM5 */
  link: string;
}

const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

export const budgetAlert: LocalizedTemplate<BudgetAlertData> = {
  en: ({ name, threshold, spent, cap, currency, blocking, link }) => ({
    subject: `Billing: ${threshold}% of this month's budget reached`,
    heading: `Hello ${name}`,
    paragraphs: [
      `Your organisation has been invoiced ${money('en', spent, currency)} this month, ${threshold}% of its ${money('en', cap, currency)} budget.`,
      blocking
        ? 'At the cap, new charges (upgrades, add-ons) are refused until next month or until you raise the budget.'
        : 'At the cap, new charges are still allowed; you will be told again at each threshold.',
    ],
    action: { label: 'Open the budget in OSM5', link },
  }),
  fr: ({ name, threshold, spent, cap, currency, blocking, link }) => ({
    subject: `Facturation : ${threshold} % du budget du mois atteint`,
    heading: `Bonjour ${name}`,
    paragraphs: [
      `Votre organisation a été facturée ${money('fr', spent, currency)} ce mois-ci, soit ${threshold} % de son budget de ${money('fr', cap, currency)}.`,
      blocking
        ? 'Au plafond, les nouveaux frais (changements de formule, options) sont refusés jusqu’au mois prochain ou jusqu’à ce que vous releviez le budget.'
        : 'Au plafond, les nouveaux frais restent acceptés ; vous serez prévenu à chaque seuil.',
    ],
    action: { label: 'Ouvrir le budget dans OSM5', link },
  }),
  ar: ({ name, threshold, spent, cap, currency, blocking, link }) => ({
    subject: `الفوترة: تم بلوغ ${threshold}% من ميزانية هذا الشهر`,
    heading: `مرحبًا ${name}`,
    paragraphs: [
      `بلغت فواتير مؤسستك هذا الشهر ${money('ar', spent, currency)}، أي ${threshold}% من ميزانيتها البالغة ${money('ar', cap, currency)}.`,
      blocking
        ? 'عند بلوغ الحد الأقصى تُرفض الرسوم الجديدة (الترقيات والإضافات) حتى الشهر القادم أو حتى ترفع الميزانية.'
        : 'عند بلوغ الحد الأقصى تظل الرسوم الجديدة مسموحة، وسنبلغك عند كل عتبة.',
    ],
    action: { label: 'افتح الميزانية في OSM5', link },
  }),
  zh: ({ name, threshold, spent, cap, currency, blocking, link }) => ({
    subject: `账单：已达到本月预算的 ${threshold}%`,
    heading: `您好，${name}`,
    paragraphs: [
      `您的组织本月已开具 ${money('zh', spent, currency)} 的账单，占 ${money('zh', cap, currency)} 预算的 ${threshold}%。`,
      blocking
        ? '达到上限后，新的费用（升级、附加项）将被拒绝，直到下个月或您提高预算。'
        : '达到上限后，新的费用仍被允许；每达到一个阈值都会通知您。',
    ],
    action: { label: '在 OSM5 中打开预算', link },
  }),
};
