import type { FilterDimension } from '../../analytics/query.ts';

/**
 * The words of filter values in en, fr, ar, zh and the value each stands
 * for, spelled as the store keeps it: device types, lower-case browsers and
 * systems, referrer hosts (matched with `contains`), channels, visitor types.
 */
export interface Value {
  dimension: FilterDimension;
  value: string;
  /** contains instead of eq (a referrer's host "google" matches google.com, google.fr…) */
  contains?: boolean;
}

export const v = (dimension: FilterDimension, value: string, contains = false): Value => ({
  dimension,
  value,
  ...(contains ? { contains } : {}),
});

export const deviceTerms: [string, Value][] = [
  ...[
    'mobile',
    'mobiles',
    'phone',
    'phones',
    'smartphone',
    'smartphones',
    'mobile phones',
    'cell phones',
    'téléphone',
    'téléphones',
    'mobile',
    'الجوال',
    'الهاتف',
    'الهواتف',
    'الموبايل',
    'المحمول',
    'الجوالات',
    'الهواتف الذكيه',
    '手机',
    '移动端',
    '移动设备',
    '手机端',
  ].map((w) => [w, v('device_type', 'mobile')] as [string, Value]),
  ...['bots', 'robots', 'crawlers', 'spiders', 'الروبوتات', 'البوتات', '机器人', '爬虫'].map(
    (w) => [w, v('device_type', 'bot')] as [string, Value],
  ),
  ...[
    'tablet',
    'tablets',
    'ipad',
    'tablette',
    'tablettes',
    'اللوحي',
    'الاجهزه اللوحيه',
    'الجهاز اللوحي',
    'التابلت',
    '平板',
    '平板电脑',
  ].map((w) => [w, v('device_type', 'tablet')] as [string, Value]),
  ...[
    'desktop',
    'desktops',
    'computer',
    'computers',
    'pc',
    'ordinateur',
    'ordinateurs',
    'ordi',
    'sur pc',
    'الكمبيوتر',
    'سطح المكتب',
    'الحاسوب',
    'اجهزه الكمبيوتر',
    '电脑',
    '桌面端',
    '台式机',
    'pc端',
    '电脑端',
  ].map((w) => [w, v('device_type', 'desktop')] as [string, Value]),
];

export const browserTerms: [string, Value][] = (
  [
    ['chrome', 'chrome'],
    ['google chrome', 'chrome'],
    ['كروم', 'chrome'],
    ['谷歌浏览器', 'chrome'],
    ['firefox', 'firefox'],
    ['فايرفوكس', 'firefox'],
    ['火狐', 'firefox'],
    ['safari', 'safari'],
    ['سفاري', 'safari'],
    ['edge', 'edge'],
    ['microsoft edge', 'edge'],
    ['opera', 'opera'],
    ['samsung internet', 'samsung internet'],
  ] as const
).map(([w, value]) => [w, v('browser', value)]);

export const osTerms: [string, Value][] = (
  [
    ['ios', 'ios'],
    ['iphone', 'ios'],
    ['iphones', 'ios'],
    ['ايفون', 'ios'],
    ['苹果手机', 'ios'],
    ['android', 'android'],
    ['اندرويد', 'android'],
    ['الاندرويد', 'android'],
    ['安卓', 'android'],
    ['windows', 'windows'],
    ['ويندوز', 'windows'],
    ['mac', 'macos'],
    ['macos', 'macos'],
    ['mac os', 'macos'],
    ['macs', 'macos'],
    ['ماك', 'macos'],
    ['苹果电脑', 'macos'],
    ['linux', 'linux'],
    ['لينكس', 'linux'],
    ['chromeos', 'chromeos'],
    ['chrome os', 'chromeos'],
  ] as const
).map(([w, value]) => [w, v('os', value)]);

export const sourceTerms: [string, Value][] = (
  [
    ['google', 'google'],
    ['جوجل', 'google'],
    ['غوغل', 'google'],
    ['قوقل', 'google'],
    ['谷歌', 'google'],
    ['bing', 'bing'],
    ['必应', 'bing'],
    ['facebook', 'facebook'],
    ['فيسبوك', 'facebook'],
    ['فيس بوك', 'facebook'],
    ['脸书', 'facebook'],
    ['twitter', 'twitter'],
    ['تويتر', 'twitter'],
    ['推特', 'twitter'],
    ['linkedin', 'linkedin'],
    ['لينكدان', 'linkedin'],
    ['领英', 'linkedin'],
    ['instagram', 'instagram'],
    ['انستغرام', 'instagram'],
    ['انستجرام', 'instagram'],
    ['youtube', 'youtube'],
    ['يوتيوب', 'youtube'],
    ['油管', 'youtube'],
    ['reddit', 'reddit'],
    ['ريديت', 'reddit'],
    ['ردیت', 'reddit'],
    ['tiktok', 'tiktok'],
    ['تيك توك', 'tiktok'],
    ['抖音', 'tiktok'],
    ['duckduckgo', 'duckduckgo'],
    ['baidu', 'baidu'],
    ['百度', 'baidu'],
    ['github', 'github'],
    ['pinterest', 'pinterest'],
    ['weibo', 'weibo'],
    ['微博', 'weibo'],
    ['yahoo', 'yahoo'],
  ] as const
).map(([w, value]) => [w, v('referrer_host', value, true)]);

export const channelTerms: [string, Value][] = (
  [
    ['direct traffic', 'direct'],
    ['direct visits', 'direct'],
    ['directly', 'direct'],
    ['trafic direct', 'direct'],
    ['accès direct', 'direct'],
    ['الزيارات المباشره', 'direct'],
    ['مباشر', 'direct'],
    ['直接访问', 'direct'],
    ['直接流量', 'direct'],
    ['organic search', 'organic_search'],
    ['search engines', 'organic_search'],
    ['seo', 'organic_search'],
    ['recherche organique', 'organic_search'],
    ['moteurs de recherche', 'organic_search'],
    ['البحث العضوي', 'organic_search'],
    ['محركات البحث', 'organic_search'],
    ['自然搜索', 'organic_search'],
    ['搜索引擎', 'organic_search'],
    ['paid search', 'paid_search'],
    ['ads', 'paid_search'],
    ['recherche payante', 'paid_search'],
    ['publicités', 'paid_search'],
    ['البحث المدفوع', 'paid_search'],
    ['الاعلانات', 'paid_search'],
    ['付费搜索', 'paid_search'],
    ['广告', 'paid_search'],
    ['social media', 'social'],
    ['social networks', 'social'],
    ['social', 'social'],
    ['réseaux sociaux', 'social'],
    ['وسائل التواصل', 'social'],
    ['وسائل التواصل الاجتماعي', 'social'],
    ['مواقع التواصل', 'social'],
    ['社交媒体', 'social'],
    ['社交网络', 'social'],
    ['email', 'email'],
    ['emails', 'email'],
    ['newsletter', 'email'],
    ['e-mail', 'email'],
    ['البريد الالكتروني', 'email'],
    ['النشره البريديه', 'email'],
    ['邮件', 'email'],
    ['电子邮件', 'email'],
    ['referral', 'referral'],
    ['referrals', 'referral'],
  ] as const
).map(([w, value]) => [w, v('channel', value)]);

export const visitorTypeTerms: [string, Value][] = (
  [
    ['new visitors', 'new'],
    ['new users', 'new'],
    ['first-time visitors', 'new'],
    ['nouveaux visiteurs', 'new'],
    ['nouveaux utilisateurs', 'new'],
    ['الزوار الجدد', 'new'],
    ['زوار جدد', 'new'],
    ['المستخدمين الجدد', 'new'],
    ['新访客', 'new'],
    ['新用户', 'new'],
    ['returning visitors', 'returning'],
    ['returning users', 'returning'],
    ['repeat visitors', 'returning'],
    ['visiteurs récurrents', 'returning'],
    ['visiteurs fidèles', 'returning'],
    ['visiteurs connus', 'returning'],
    ['الزوار العائدين', 'returning'],
    ['الزوار العائدون', 'returning'],
    ['زوار عائدين', 'returning'],
    ['回访访客', 'returning'],
    ['老访客', 'returning'],
    ['老用户', 'returning'],
    ['回访用户', 'returning'],
  ] as const
).map(([w, value]) => [w, v('visitor_type', value)]);

/** A vital named in the question ("LCP"), read as a filter on vital_name. */
export const vitalTerms: [string, string][] = [
  ['lcp', 'LCP'],
  ['largest contentful paint', 'LCP'],
  ['inp', 'INP'],
  ['interaction to next paint', 'INP'],
  ['cls', 'CLS'],
  ['layout shift', 'CLS'],
  ['fcp', 'FCP'],
  ['first contentful paint', 'FCP'],
  ['ttfb', 'TTFB'],
  ['time to first byte', 'TTFB'],
];
