import type { LocalizedTemplate } from '../message.ts';

export interface ResetPasswordData {
  name: string;
  link: string;
}

export const resetPassword: LocalizedTemplate<ResetPasswordData> = {
  en: ({ name, link }) => ({
    subject: 'Reset your password',
    heading: `Hello ${name}`,
    paragraphs: ['We received a request to reset the password of your OSM5 account.'],
    action: { label: 'Choose a new password', link },
    note: 'This link is valid for one hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays the same.',
  }),
  fr: ({ name, link }) => ({
    subject: 'Réinitialisez votre mot de passe',
    heading: `Bonjour ${name}`,
    paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte OSM5.'],
    action: { label: 'Choisir un nouveau mot de passe', link },
    note: "Ce lien est valable une heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
  }),
  ar: ({ name, link }) => ({
    subject: 'إعادة تعيين كلمة المرور',
    heading: `مرحبًا ${name}`,
    paragraphs: ['تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك في OSM5.'],
    action: { label: 'اختيار كلمة مرور جديدة', link },
    note: 'هذا الرابط صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: كلمة مرورك لن تتغير.',
  }),
  zh: ({ name, link }) => ({
    subject: '重置您的密码',
    heading: `您好，${name}`,
    paragraphs: ['我们收到了重置您 OSM5 账户密码的请求。'],
    action: { label: '设置新密码', link },
    note: '此链接一小时内有效，且只能使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  }),
};
