import type { LocalizedTemplate } from '../message.ts';

export interface WebhookDisabledData {
  name: string;
  /** the endpoint's name and address */
  endpointName: string;
  url: string;
  /** failed attempts in a row */
  failures: number;
  /** the webhooks page in OSM5 */
  link: string;
}

export const webhookDisabled: LocalizedTemplate<WebhookDisabledData> = {
  en: ({ name, endpointName, url, failures, link }) => ({
    subject: `Webhook "${endpointName}" disabled`,
    heading: `Hello ${name}`,
    paragraphs: [
      `The last ${failures} deliveries to ${url} failed, so OSM5 has stopped sending events to it.`,
      'Fix the receiver, then turn the webhook back on and redeliver what it missed from its delivery log.',
    ],
    action: { label: 'Open webhooks in OSM5', link },
  }),
  fr: ({ name, endpointName, url, failures, link }) => ({
    subject: `Webhook « ${endpointName} » désactivé`,
    heading: `Bonjour ${name}`,
    paragraphs: [
      `Les ${failures} derniers envois vers ${url} ont échoué : OSM5 ne lui envoie plus d’événements.`,
      'Réparez le récepteur, puis réactivez le webhook et renvoyez ce qu’il a manqué depuis son journal des envois.',
    ],
    action: { label: 'Ouvrir les webhooks dans OSM5', link },
  }),
  ar: ({ name, endpointName, url, failures, link }) => ({
    subject: `تم تعطيل الـWebhook «${endpointName}»`,
    heading: `مرحبًا ${name}`,
    paragraphs: [
      `فشلت آخر ${failures} محاولات إرسال إلى ${url}، لذا توقف OSM5 عن إرسال الأحداث إليه.`,
      'أصلح المستقبِل، ثم أعد تفعيل الـWebhook وأعد إرسال ما فاته من سجل الإرسال.',
    ],
    action: { label: 'افتح الـWebhooks في OSM5', link },
  }),
  zh: ({ name, endpointName, url, failures, link }) => ({
    subject: `Webhook「${endpointName}」已停用`,
    heading: `您好，${name}`,
    paragraphs: [
      `最近 ${failures} 次向 ${url} 的投递均失败，OSM5 已停止向其发送事件。`,
      '请修复接收端，然后重新启用该 Webhook，并在投递日志中重新投递遗漏的事件。',
    ],
    action: { label: '在 OSM5 中打开 Webhooks', link },
  }),
};
