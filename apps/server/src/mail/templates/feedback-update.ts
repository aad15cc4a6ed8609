import type { MailLocale } from '@osm5/shared/schemas/auth';
import type { FeedbackStatus } from '@osm5/shared/schemas/feedback';
import type { LocalizedTemplate } from '../message.ts';

export interface FeedbackUpdateData {
  /** the reporter's name */
  name: string;
  title: string;
  /** the operators' answer, when there is one */
  reply?: string;
  /** the report's new status, when it changed */
  status?: FeedbackStatus;
  link: string;
}

const statusNames: Record<MailLocale, Record<FeedbackStatus, string>> = {
  en: { open: 'open', in_progress: 'in progress', done: 'done', declined: 'declined' },
  fr: { open: 'ouvert', in_progress: 'en cours', done: 'terminé', declined: 'refusé' },
  ar: { open: 'مفتوح', in_progress: 'قيد المعالجة', done: 'تم', declined: 'مرفوض' },
  zh: { open: '待处理', in_progress: '处理中', done: '已完成', declined: '已拒绝' },
};

/** To a reporter: the operators answered their report or changed its status. */
export const feedbackUpdate: LocalizedTemplate<FeedbackUpdateData> = {
  en: ({ name, title, reply, status, link }) => ({
    subject: `Your report "${title}" has news`,
    heading: `Hello ${name}`,
    paragraphs: [
      ...(status ? [`Its status is now: ${statusNames.en[status]}.`] : []),
      ...(reply ? ['The team answered:', reply] : []),
    ],
    action: { label: 'Read it in OSM5', link },
  }),
  fr: ({ name, title, reply, status, link }) => ({
    subject: `Du nouveau sur votre signalement « ${title} »`,
    heading: `Bonjour ${name}`,
    paragraphs: [
      ...(status ? [`Son statut est maintenant : ${statusNames.fr[status]}.`] : []),
      ...(reply ? ['L’équipe a répondu :', reply] : []),
    ],
    action: { label: 'Le lire dans OSM5', link },
  }),
  ar: ({ name, title, reply, status, link }) => ({
    subject: `مستجدات بشأن بلاغك «${title}»`,
    heading: `مرحبًا ${name}`,
    paragraphs: [
      ...(status ? [`حالته الآن: ${statusNames.ar[status]}.`] : []),
      ...(reply ? ['ردّ الفريق:', reply] : []),
    ],
    action: { label: 'اقرأه في OSM5', link },
  }),
  zh: ({ name, title, reply, status, link }) => ({
    subject: `您的反馈「${title}」有新进展`,
    heading: `您好，${name}`,
    paragraphs: [...(status ? [`当前状态：${statusNames.zh[status]}。`] : []), ...(reply ? ['团队回复：', reply] : [])],
    action: { label: '在 OSM5 中查看', link },
  }),
};
