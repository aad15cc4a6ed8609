import { negotiateLanguage } from '@osm5/shared/links/accept-language';

/**
 * The public pages' words, in the product's four languages. Server-rendered
 * pages carry no i18n runtime: one small table, picked by Accept-Language.
 */
export const pageLanguages = ['en', 'fr', 'ar', 'zh'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

export interface PageMessages {
  dir: 'ltr' | 'rtl';
  brand: string;
  notFoundTitle: string;
  notFoundBody: string;
  expiredTitle: string;
  expiredBody: string;
  inactiveTitle: string;
  inactiveBody: string;
  blockedTitle: string;
  blockedBody: string;
  loopTitle: string;
  loopBody: string;
  unavailableTitle: string;
  /** the shared click count cannot be reached */
  unavailableBody: string;
  /** the link itself cannot be looked up (the database cannot be reached) */
  lookupUnavailableBody: string;
  passwordTitle: string;
  passwordBody: string;
  passwordLabel: string;
  passwordSubmit: string;
  passwordWrong: string;
  rateLimitedTitle: string;
  /** {seconds} is replaced */
  rateLimitedBody: string;
  appTitle: string;
  appBody: string;
  appStore: string;
  playStore: string;
  web: string;
  previewContinue: string;
}

const en: PageMessages = {
  dir: 'ltr',
  brand: 'Short links and analytics',
  notFoundTitle: 'Link not found',
  notFoundBody: 'This short link does not exist or has been removed. Check the address and try again.',
  expiredTitle: 'This link has expired',
  expiredBody: 'The link you followed is no longer available.',
  inactiveTitle: 'This link is paused',
  inactiveBody: 'Its owner has deactivated it for now. Please try again later.',
  blockedTitle: 'Access blocked',
  blockedBody: 'This link is not available from your network.',
  unavailableTitle: 'This link is unavailable for a moment',
  unavailableBody: 'It counts its visits, and its count cannot be reached right now. Try again in a few seconds.',
  lookupUnavailableBody: 'It cannot be looked up right now. Try again in a few seconds.',
  loopTitle: 'This link points to itself',
  loopBody:
    'Its destination is this same short link, so following it would never end. Its owner needs to change the destination.',
  passwordTitle: 'Password required',
  passwordBody: 'This link is protected. Enter its password to continue.',
  passwordLabel: 'Password',
  passwordSubmit: 'Continue',
  passwordWrong: 'Wrong password. Please try again.',
  rateLimitedTitle: 'Too many attempts',
  rateLimitedBody: 'Too many wrong passwords. Try again in {seconds} seconds.',
  appTitle: 'Get the app',
  appBody: 'Opening the app… If nothing happens, choose where to continue:',
  appStore: 'App Store',
  playStore: 'Google Play',
  web: 'Continue on the web',
  previewContinue: 'Open the link',
};

const fr: PageMessages = {
  dir: 'ltr',
  brand: 'Liens courts et statistiques',
  notFoundTitle: 'Lien introuvable',
  notFoundBody: "Ce lien court n'existe pas ou a été supprimé. Vérifiez l'adresse et réessayez.",
  expiredTitle: 'Ce lien a expiré',
  expiredBody: "Le lien que vous avez suivi n'est plus disponible.",
  inactiveTitle: 'Ce lien est en pause',
  inactiveBody: "Son propriétaire l'a désactivé pour le moment. Réessayez plus tard.",
  blockedTitle: 'Accès bloqué',
  blockedBody: "Ce lien n'est pas accessible depuis votre réseau.",
  unavailableTitle: 'Ce lien est indisponible pour un instant',
  unavailableBody:
    'Il compte ses visites, et son compteur est injoignable pour le moment. Réessayez dans quelques secondes.',
  lookupUnavailableBody: 'Il ne peut pas être consulté pour le moment. Réessayez dans quelques secondes.',
  loopTitle: 'Ce lien renvoie vers lui-même',
  loopBody:
    'Sa destination est ce même lien court : le suivre ne finirait jamais. Son propriétaire doit changer la destination.',
  passwordTitle: 'Mot de passe requis',
  passwordBody: 'Ce lien est protégé. Saisissez son mot de passe pour continuer.',
  passwordLabel: 'Mot de passe',
  passwordSubmit: 'Continuer',
  passwordWrong: 'Mot de passe incorrect. Veuillez réessayer.',
  rateLimitedTitle: 'Trop de tentatives',
  rateLimitedBody: 'Trop de mots de passe erronés. Réessayez dans {seconds} secondes.',
  appTitle: "Obtenir l'application",
  appBody: "Ouverture de l'application… Si rien ne se passe, choisissez où continuer :",
  appStore: 'App Store',
  playStore: 'Google Play',
  web: 'Continuer sur le web',
  previewContinue: 'Ouvrir le lien',
};

const ar: PageMessages = {
  dir: 'rtl',
  brand: 'روابط مختصرة وتحليلات',
  notFoundTitle: 'الرابط غير موجود',
  notFoundBody: 'هذا الرابط المختصر غير موجود أو تمت إزالته. تحقق من العنوان وحاول مرة أخرى.',
  expiredTitle: 'انتهت صلاحية هذا الرابط',
  expiredBody: 'الرابط الذي اتبعته لم يعد متاحًا.',
  inactiveTitle: 'هذا الرابط متوقف مؤقتًا',
  inactiveBody: 'قام مالكه بإلغاء تفعيله حاليًا. يرجى المحاولة لاحقًا.',
  blockedTitle: 'تم حظر الوصول',
  blockedBody: 'هذا الرابط غير متاح من شبكتك.',
  unavailableTitle: 'هذا الرابط غير متاح للحظات',
  unavailableBody: 'يحسب هذا الرابط زياراته، ولا يمكن الوصول إلى عدّاده الآن. حاول مرة أخرى بعد بضع ثوانٍ.',
  lookupUnavailableBody: 'تعذّر العثور على وجهته الآن. حاول مرة أخرى بعد بضع ثوانٍ.',
  loopTitle: 'هذا الرابط يشير إلى نفسه',
  loopBody: 'وجهته هي هذا الرابط المختصر نفسه، لذا فإن اتباعه لن ينتهي أبدًا. يجب على مالكه تغيير الوجهة.',
  passwordTitle: 'كلمة المرور مطلوبة',
  passwordBody: 'هذا الرابط محمي. أدخل كلمة المرور للمتابعة.',
  passwordLabel: 'كلمة المرور',
  passwordSubmit: 'متابعة',
  passwordWrong: 'كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.',
  rateLimitedTitle: 'محاولات كثيرة جدًا',
  rateLimitedBody: 'كلمات مرور خاطئة كثيرة. حاول مرة أخرى بعد {seconds} ثانية.',
  appTitle: 'احصل على التطبيق',
  appBody: 'جارٍ فتح التطبيق… إذا لم يحدث شيء، اختر أين تتابع:',
  appStore: 'App Store',
  playStore: 'Google Play',
  web: 'المتابعة على الويب',
  previewContinue: 'افتح الرابط',
};

const zh: PageMessages = {
  dir: 'ltr',
  brand: '短链接与数据分析',
  notFoundTitle: '未找到链接',
  notFoundBody: '此短链接不存在或已被删除。请检查地址后重试。',
  expiredTitle: '此链接已过期',
  expiredBody: '您访问的链接已不再可用。',
  inactiveTitle: '此链接已暂停',
  inactiveBody: '链接所有者暂时停用了它。请稍后再试。',
  blockedTitle: '访问被阻止',
  blockedBody: '您所在的网络无法访问此链接。',
  unavailableTitle: '此链接暂时无法使用',
  unavailableBody: '此链接会统计访问次数，而其计数器目前无法访问。请几秒钟后再试。',
  lookupUnavailableBody: '目前无法查询此链接。请几秒钟后再试。',
  loopTitle: '此链接指向自身',
  loopBody: '它的目标地址就是这个短链接本身，跟随它将永无止境。需要由链接所有者更改目标地址。',
  passwordTitle: '需要密码',
  passwordBody: '此链接受密码保护。请输入密码以继续。',
  passwordLabel: '密码',
  passwordSubmit: '继续',
  passwordWrong: '密码错误，请重试。',
  rateLimitedTitle: '尝试次数过多',
  rateLimitedBody: '密码错误次数过多。请在 {seconds} 秒后重试。',
  appTitle: '获取应用',
  appBody: '正在打开应用… 如果没有反应，请选择继续的方式：',
  appStore: 'App Store',
  playStore: 'Google Play',
  web: '在网页上继续',
  previewContinue: '打开链接',
};

export const pageMessages: Record<PageLanguage, PageMessages> = { en, fr, ar, zh };

export function pageLanguageOf(acceptLanguage: string | undefined): PageLanguage {
  return (negotiateLanguage(acceptLanguage, pageLanguages) as PageLanguage | undefined) ?? 'en';
}
