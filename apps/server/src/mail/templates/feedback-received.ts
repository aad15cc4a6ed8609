import type { FeedbackKind } from '@osm5/shared/schemas/feedback';
import type { LocalizedTemplate } from '../message.ts';

export interface FeedbackReceivedData {
  /** the operator's name */
  name: string;
  kind: FeedbackKind;
  title: string;
  description: string;
  /** "Name <address>" of the reporter */
  reporter: string;
  /** the report in OSM5 */
  link: string;
}

/** To the instance's operators: someone reported a bug or suggested something. */
export const feedbackReceived: LocalizedTemplate<FeedbackReceivedData> = {
  en: ({ name, kind, title, description, reporter, link }) => ({
    subject: `${kind === 'bug' ? 'Bug report' : 'Suggestion'}: ${title}`,
    heading: `Hello ${name}`,
    paragraphs: [`${reporter} sent a ${kind === 'bug' ? 'bug report' : 'suggestion'}:`, title, description],
    action: { label: 'Open it in OSM5', link },
  }),
  fr: ({ name, kind, title, description, reporter, link }) => ({
    subject: `${kind === 'bug' ? 'Signalement de bug' : 'Suggestion'} : ${title}`,
    heading: `Bonjour ${name}`,
    paragraphs: [
      `${reporter} a envoyé ${kind === 'bug' ? 'un signalement de bug' : 'une suggestion'} :`,
      title,
      description,
    ],
    action: { label: 'L’ouvrir dans OSM5', link },
  }),
  ar: ({ name, kind, title, description, reporter, link }) => ({
    subject: `${kind === 'bug' ? 'بلاغ عن خطأ' : 'اقتراح'}: ${title}`,
    heading: `مرحبًا ${name}`,
    paragraphs: [`أرسل ${reporter} ${kind === 'bug' ? 'بلاغًا عن خطأ' : 'اقتراحًا'}:`, title, description],
    action: { label: 'افتحه في OSM5', link },
  }),
  zh: ({ name, kind, title, description, reporter, link }) => ({
    subject: `${kind === 'bug' ? '问题报告' : '建议'}：${title}`,
    heading: `您好，${name}`,
    paragraphs: [`${reporter} 提交了一条${kind === 'bug' ? '问题报告' : '建议'}：`, title, description],
    action: { label: '在 OSM5 中打开', link },
  }),
};
