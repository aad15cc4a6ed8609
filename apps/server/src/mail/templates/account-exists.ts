import type { LocalizedTemplate } from '../message.ts';

export interface AccountExistsData {
  name: string;
  /** the sign-in page */
  link: string;
  /** the forgot-password page, for an owner who no longer knows the password */
  resetLink: string;
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export const accountExists: LocalizedTemplate<AccountExistsData> = {
  en: ({ name, link, resetLink }) => ({
    subject: 'You already have an OSM5 account',
    heading: `Hello ${name}`,
    paragraphs: [
      'Someone, probably you, just tried to create an OSM5 account with this e-mail address. You already have one, so no new account was created.',
      `Sign in with your password. If you have forgotten it, choose a new one here: ${resetLink}`,
    ],
    action: { label: 'Sign in', link },
    note: 'If this was not you, ignore this e-mail: nothing was changed on your account.',
  }),
  fr: ({ name, link, resetLink }) => ({
    subject: 'Vous avez déjà un compte OSM5',
    heading: `Bonjour ${name}`,
    paragraphs: [
      'Quelqu’un, sans doute vous, vient d’essayer de créer un compte OSM5 avec cette adresse e-mail. Vous en avez déjà un : aucun nouveau compte n’a été créé.',
      `Connectez-vous avec votre mot de passe. Si vous l’avez oublié, choisissez-en un nouveau ici : ${resetLink}`,
    ],
    action: { label: 'Se connecter', link },
    note: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé sur votre compte.',
  }),
  ar: ({ name, link, resetLink }) => ({
    subject: 'لديك حساب OSM5 بالفعل',
    heading: `مرحبًا ${name}`,
    paragraphs: [
      'حاول شخص ما، ربما أنت، للتو إنشاء حساب OSM5 بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يتم إنشاء حساب جديد.',
      `سجّل الدخول بكلمة المرور الخاصة بك. إذا نسيتها، فاختر كلمة مرور جديدة من هنا: ${resetLink}`,
    ],
    action: { label: 'تسجيل الدخول', link },
    note: 'إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
  }),
  zh: ({ name, link, resetLink }) => ({
    subject: '您已经拥有 OSM5 账户',
    heading: `您好，${name}`,
    paragraphs: [
      '有人（可能是您本人）刚刚尝试使用此电子邮件地址创建 OSM5 账户。您已经拥有一个账户，因此没有创建新账户。',
      `请使用您的密码登录。如果忘记了密码，可以在这里设置新密码：${resetLink}`,
    ],
    action: { label: '登录', link },
    note: '如果这不是您本人的操作，请忽略此邮件：您的账户没有任何变化。',
  }),
};
