import type { LocalizedTemplate } from '../message.ts';

export interface VerifyEmailData {
  name: string;
  link: string;
}

export const verifyEmail: LocalizedTemplate<VerifyEmailData> = {
  en: ({ name, link }) => ({
    subject: 'Confirm your e-mail address',
    heading: `Welcome, ${name}`,
    paragraphs: ['Please confirm your e-mail address to finish creating your OSM5 account.'],
    action: { label: 'Confirm my e-mail address', link },
    note: 'This link is valid for 24 hours and can be used once. If you did not sign up, ignore this e-mail.',
  }),
  fr: ({ name, link }) => ({
    subject: 'Confirmez votre adresse e-mail',
    heading: `Bienvenue, ${name}`,
    paragraphs: ['Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte OSM5.'],
    action: { label: 'Confirmer mon adresse e-mail', link },
    note: "Ce lien est valable 24 heures et ne peut servir qu'une fois. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.",
  }),
  ar: ({ name, link }) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني',
    heading: `مرحبًا، ${name}`,
    paragraphs: ['يرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك في OSM5.'],
    action: { label: 'تأكيد بريدي الإلكتروني', link },
    note: 'هذا الرابط صالح لمدة 24 ساعة ويمكن استخدامه مرة واحدة. إذا لم تقم بالتسجيل، فتجاهل هذه الرسالة.',
  }),
  zh: ({ name, link }) => ({
    subject: '请确认您的电子邮件地址',
    heading: `欢迎，${name}`,
    paragraphs: ['请确认您的电子邮件地址，以完成 OSM5 账户的创建。'],
    action: { label: '确认我的电子邮件地址', link },
    note: '此链接 24 小时内有效，且只能使用一次。如果您没有注册，请忽略此邮件。',
  }),
};
