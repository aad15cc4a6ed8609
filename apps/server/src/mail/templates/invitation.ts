import type { LocalizedTemplate } from '../message.ts';

export interface InvitationData {
  orgName: string;
  inviterName: string;
  role: string;
  link: string;
}

export const invitation: LocalizedTemplate<InvitationData> = {
  en: ({ orgName, inviterName, role, link }) => ({
    subject: `${inviterName} invited you to ${orgName} on OSM5`,
    heading: `Join ${orgName}`,
    paragraphs: [`${inviterName} invited you to join ${orgName} on OSM5 as ${role}.`],
    action: { label: 'Accept the invitation', link },
    note: 'If you did not expect this invitation, ignore this e-mail.',
  }),
  fr: ({ orgName, inviterName, role, link }) => ({
    subject: `${inviterName} vous invite à rejoindre ${orgName} sur OSM5`,
    heading: `Rejoindre ${orgName}`,
    paragraphs: [`${inviterName} vous invite à rejoindre ${orgName} sur OSM5 avec le rôle ${role}.`],
    action: { label: 'Accepter l’invitation', link },
    note: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  }),
  ar: ({ orgName, inviterName, role, link }) => ({
    subject: `دعاك ${inviterName} للانضمام إلى ${orgName} على OSM5`,
    heading: `انضم إلى ${orgName}`,
    paragraphs: [`دعاك ${inviterName} للانضمام إلى ${orgName} على OSM5 بدور ${role}.`],
    action: { label: 'قبول الدعوة', link },
    note: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  }),
  zh: ({ orgName, inviterName, role, link }) => ({
    subject: `${inviterName} 邀请您加入 OSM5 上的 ${orgName}`,
    heading: `加入 ${orgName}`,
    paragraphs: [`${inviterName} 邀请您以 ${role} 角色加入 OSM5 上的 ${orgName}。`],
    action: { label: '接受邀请', link },
    note: '如果您没有预期收到此邀请，请忽略此邮件。',
  }),
};
