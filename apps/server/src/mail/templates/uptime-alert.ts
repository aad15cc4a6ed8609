import type { LocalizedTemplate } from '../message.ts';

export interface UptimeAlertData {
  name: string;
  siteName: string;
  /** the address checked */
  url: string;
  /** down: an outage began; up: it ended */
  state: 'down' | 'up';
  /** what the failing check saw (`HTTP 503`, `timeout`…) */
  cause: string;
  /** how long it lasted, in minutes (up only) */
  minutes: number;
  /** the site's page in OSM5 */
  link: string;
}

export const uptimeAlert: LocalizedTemplate<UptimeAlertData> = {
  en: ({ name, siteName, url, state, cause, minutes, link }) =>
    state === 'down'
      ? {
          subject: `${siteName} is down`,
          heading: `Hello ${name}`,
          paragraphs: [
            `OSM5's uptime monitor could not reach ${url}: ${cause}.`,
            'We will write again when it is back.',
          ],
          action: { label: 'Open the site in OSM5', link },
        }
      : {
          subject: `${siteName} is back up`,
          heading: `Hello ${name}`,
          paragraphs: [`${url} answers again. The outage lasted about ${minutes} minute(s).`],
          action: { label: 'Open the site in OSM5', link },
        },
  fr: ({ name, siteName, url, state, cause, minutes, link }) =>
    state === 'down'
      ? {
          subject: `${siteName} est hors service`,
          heading: `Bonjour ${name}`,
          paragraphs: [
            `Le moniteur de disponibilité d’OSM5 n’a pas pu joindre ${url} : ${cause}.`,
            'Nous vous écrirons de nouveau quand le site sera rétabli.',
          ],
          action: { label: 'Ouvrir le site dans OSM5', link },
        }
      : {
          subject: `${siteName} est de nouveau en ligne`,
          heading: `Bonjour ${name}`,
          paragraphs: [`${url} répond de nouveau. La panne a duré environ ${minutes} minute(s).`],
          action: { label: 'Ouvrir le site dans OSM5', link },
        },
  ar: ({ name, siteName, url, state, cause, minutes, link }) =>
    state === 'down'
      ? {
          subject: `${siteName} متوقف`,
          heading: `مرحبًا ${name}`,
          paragraphs: [`تعذّر على مراقب التوفر في OSM5 الوصول إلى ${url}: ${cause}.`, 'سنراسلك مجددًا عند عودته.'],
          action: { label: 'افتح الموقع في OSM5', link },
        }
      : {
          subject: `${siteName} عاد للعمل`,
          heading: `مرحبًا ${name}`,
          paragraphs: [`${url} يستجيب مجددًا. استمر الانقطاع نحو ${minutes} دقيقة.`],
          action: { label: 'افتح الموقع في OSM5', link },
        },
  zh: ({ name, siteName, url, state, cause, minutes, link }) =>
    state === 'down'
      ? {
          subject: `${siteName} 无法访问`,
          heading: `您好，${name}`,
          paragraphs: [`OSM5 可用性监控无法访问 ${url}：${cause}。`, '恢复后我们会再次通知您。'],
          action: { label: '在 OSM5 中打开该站点', link },
        }
      : {
          subject: `${siteName} 已恢复`,
          heading: `您好，${name}`,
          paragraphs: [`${url} 已恢复响应，此次中断约持续 ${minutes} 分钟。`],
          action: { label: '在 OSM5 中打开该站点', link },
        },
};
