import type { AiRefusalReason } from '../plan.ts';

/**
 * Questions the planner refuses before reading them as a query. Checked in
 * this order: nothing asked; beyond one query (forecasts, personal data,
 * SQL, changing data); a measure the engine does not have; off-topic.
 * Vague questions ("how is it going?") are refused as ambiguous by the
 * planner when it finds neither a metric nor a dimension to read.
 */
const unsupported = [
  // forecasts
  /(?<![a-z])(?:predict|prediction|forecast|projection|project(?:ed)?|next (?:week|month|year|quarter)|tomorrow|will (?:we|i|it|there)|will (?:\w+ ){1,3}be|going to (?:be|get|have)|expect(?:ed)?)(?![a-z])/,
  /(?<![a-z])(?:prevoi\w*|prevision\w*|predi\w*|prediction|(?:mois|semaine|annee|trimestre) prochaine?|demain|sera|seront|aurons|va-t-il|combien (?:aurons|aura|allons))(?![a-z])/,
  /توقع|تنبا|تنبؤ|الشهر القادم|الشهر المقبل|الاسبوع القادم|الاسبوع المقبل|العام القادم|العام المقبل|السنه القادمه|غدا|سيكون|ستكون|ستصبح|سوف/,
  /预测|预计|下个月|下周|下个星期|明年|明天|将会|会有多少|会是多少|会是/,
  // personal data
  /(?<![a-z])(?:e-?mails? (?:address(?:es)?|of)|email addresses|emails of|phone numbers?|names of (?:the )?(?:visitors|users|customers)|(?:visitors|users|customers)'? names|ip address(?:es)?|home address(?:es)?|personal data|who (?:exactly )?(?:visited|are the visitors))(?![a-z])/,
  /(?<![a-z])(?:adresses? (?:e-?mail|ip)|e-?mails? des|numeros de telephone|noms des (?:visiteurs|utilisateurs|clients)|donnees personnelles|qui sont les visiteurs)(?![a-z])/,
  /البريد الالكتروني لل|عناوين البريد|ايميلات|ارقام (?:ال)?هواتف|اسماء (?:ال)?زوار|اسماء (?:ال)?مستخدمين|عناوين ip|عنوان ip|البيانات الشخصيه/,
  /邮箱|电子邮件地址|手机号|电话号码|ip地址|访客姓名|用户姓名|个人信息|个人数据/,
  // scheduling and sending
  /(?<![a-z])(?:(?:send|email|mail|text) me|schedule|remind me|every (?:day|week|month|monday|morning)|envoie[- ]moi|envoyer|planifie|rappelle[- ]moi|chaque (?:jour|semaine|lundi|matin))(?![a-z])/,
  /ارسل لي|ارسل|ذكرني|كل يوم اثنين|كل اسبوع|جدوله/,
  /给我发|发给我|发送|提醒我|定时|每周一给/,
  // SQL and changing data
  /(?<![a-z])(?:sql|select \*|drop table|database|run (?:a |this )?query|delete (?:the |all |my )?(?:data|events|visitors)|insert into|update the)(?![a-z])/,
  /(?<![a-z])(?:requete sql|base de donnees|supprime(?:r|z)? (?:les |mes )?donnees)(?![a-z])/,
  /استعلام|قاعده البيانات|احذف/,
  /数据库|sql语句|删除数据|删除/,
];

const unknownMetric = [
  /(?<![a-z])(?:profits?|profitability|margins?|salar(?:y|ies)|wages?|ad spend|spend|costs?|cost per|cpc|cpa|cac|roi|roas|churn|ltv|lifetime value|refunds?|inventory|stock levels?|employees|headcount|taxes|expenses|budget|nps|satisfaction|ratings? of (?:the )?product)(?![a-z])/,
  /(?<![a-z])(?:benefices?|marges?|salaires?|depenses?|couts?|cout par|rentabilite|remboursements?|impots|taux d'attrition|attrition|employes|budget|satisfaction)(?![a-z])/,
  /الربح|الارباح|ارباح|ربح|هامش|الرواتب|راتب|رواتب|التكلفه|تكلفه|تكاليف|المصاريف|الانفاق الاعلاني|الموظفين|الضرائب|الميزانيه|الاسترداد|رضا العملاء|العايد علي الاستثمار/,
  /利润|毛利|投资回报|回报率|工资|薪水|薪资|成本|广告支出|广告费|花费|退款|库存|员工|税|预算|满意度|流失率/,
];

const offTopic = [
  /(?<![a-z])(?:poem|poetry|joke|weather|recipe|capital of|who are you|translate|song|story|football|soccer|movie|president|meaning of life|bitcoin|stock price|write (?:me )?(?:a|an)|tell me about yourself)(?![a-z])/,
  /(?<![a-z])(?:poeme|blague|meteo|recette|capitale|qui es-tu|qui es tu|traduis|chanson|raconte)(?![a-z])/,
  /قصيده|شعر|نكته|الطقس|طقس|وصفه|عاصمه|من انت|ترجم|اغنيه|قصه/,
  /诗|笑话|天气|菜谱|食谱|首都|你是谁|翻译|(?<!谷)歌|故事|股价/,
];

/** Greetings and thanks: not a question unless they come with one. */
const smallTalk = [
  /(?<![a-z])(?:hello|hi|hey|thanks|thank you|bonjour|salut|merci)(?![a-z])/,
  /مرحبا|شكرا|السلام عليكم/,
  /你好|谢谢/,
];

/** Named days whose date the planner does not know: it asks rather than guess. */
const holidays =
  /(?<![a-z])(?<!campaign |campagne )(?:black friday|cyber monday|christmas|easter|thanksgiving|halloween|noel|paques|la fete des meres|mother's day)(?! campaign| campagne)(?![a-z])|(?<!حمله )(?:عيد الفطر|عيد الاضحي|رمضان)(?! ?حمله)|春节|国庆(?!活动)|圣诞(?!活动)/;

export const namesHoliday = (text: string) => holidays.test(text);

/** Vague: about how things go, with nothing to measure. */
const vague = [
  /how (?:is|are) (?:it|things|we|the site|my site|the link)|how's it going|how are we doing|insights?|overview|summary|any news|what's up|stats|statistics|performance|numbers|doing/,
  /(?<![a-z])(?:comment (?:ca va|ca se passe|vont les choses)|statistiques|les stats|performances?|les chiffres)(?![a-z])/,
  /كيف (?:الحال|الوضع|الاداء|حالنا)|الاحصائيات|احصائيات|الاداء|الارقام/,
  /怎么样|如何|表现|数据|统计|情况/,
];

export function refusalOf(text: string): AiRefusalReason | undefined {
  if (!/[\p{L}\p{N}]/u.test(text)) return 'empty';
  if (unsupported.some((re) => re.test(text))) return 'unsupported';
  if (unknownMetric.some((re) => re.test(text))) return 'unknown_metric';
  if (offTopic.some((re) => re.test(text))) return 'not_analytics';
  return undefined;
}

/** When nothing measurable was read: vague about the data, or not about it at all. */
export const unreadable = (text: string): AiRefusalReason =>
  vague.some((re) => re.test(text)) && !smallTalk.some((re) => re.test(text)) ? 'ambiguous' : 'not_analytics';
