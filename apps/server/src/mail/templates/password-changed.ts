import type { LocalizedTemplate } from '../message.ts';

export interface PasswordChangedData {
  name: string;
  /** where to reset the password if the change was not theirs */
  link: string;
}

export const passwordChanged: LocalizedTemplate<PasswordChangedData> = {
  en: ({ name, link }) => ({
    subject: 'Your password was changed',
    heading: `Hello ${name}`,
    paragraphs: [
      'The password of your OSM5 account was just changed, and your other sessions were signed out.',
      'If this was you, there is nothing else to do.',
    ],
    action: { label: 'This was not me: reset my password', link },
  }),
  fr: ({ name, link }) => ({
    subject: 'Votre mot de passe a été modifié',
    heading: `Bonjour ${name}`,
    paragraphs: [
      'Le mot de passe de votre compte OSM5 vient d’être modifié, et vos autres sessions ont été déconnectées.',
      'Si c’était vous, vous n’avez rien d’autre à faire.',
    ],
    action: { label: 'Ce n’était pas moi : réinitialiser mon mot de passe', link },
  }),
  ar: ({ name, link }) => ({
    subject: 'تم تغيير كلمة المرور',
    heading: `مرحبًا ${name}`,
    paragraphs: [
      'تم للتو تغيير كلمة مرور حسابك في OSM5، وتم تسجيل الخروج من جلساتك الأخرى.',
      'إذا كنت أنت من قام بذلك، فلا داعي لفعل أي شيء آخر.',
    ],
    action: { label: 'لم أكن أنا: إعادة تعيين كلمة المرور', link },
  }),
  zh: ({ name, link }) => ({
    subject: '您的密码已更改',
    heading: `您好，${name}`,
    paragraphs: ['您的 OSM5 账户密码刚刚被更改，您的其他会话已被注销。', '如果是您本人操作，则无需执行其他操作。'],
    action: { label: '不是我本人：重置密码', link },
  }),
};
