import type { AiLanguage, AiRefusalReason } from './plan.ts';

/**
 * The sentences of OSM5GPT's answers in each language. Every figure in them
 * is passed in, already formatted from the computed result: a phrase never
 * holds a number of its own.
 */
export interface WriterPhrases {
  /** the opening: the item and the range ("For Shop, 1–30 Nov 2026") */
  scope(item: string, range: string): string;
  /** appended to the opening when filters were understood */
  where(conditions: string): string;
  filter: {
    eq(dimension: string, value: string): string;
    neq(dimension: string, value: string): string;
    contains(dimension: string, value: string): string;
    starts_with(dimension: string, value: string): string;
    in(dimension: string, values: string): string;
    not_in(dimension: string, values: string): string;
  };
  /** a product filter: the orders holding the product(s), or not ("the orders hold Mug") */
  orders: {
    eq(product: string): string;
    neq(product: string): string;
    in(products: string): string;
    not_in(products: string): string;
  };
  /** ends the opening line */
  colon: string;
  /** ends a sentence */
  stop: string;
  /** between two sentences */
  gap: string;
  /** one row of a ranking: its rank, its label and its values */
  row(rank: string, label: string, values: string): string;
  /** one figure */
  figure(metric: string, value: string): string;
  /** a figure's comparison with the other period */
  compared(change: string, previous: string, range: string): string;
  /** the figure was 0 in the other period */
  comparedFromZero(previous: string, range: string): string;
  /** a ranking's first row */
  top(dimension: string, label: string, metric: string, value: string): string;
  /** a share of the total, after a value */
  share(percent: string): string;
  /** the rows of a ranking follow */
  rows(count: string, dimension: string): string;
  /** a series: its total over the range */
  seriesTotal(metric: string, value: string): string;
  /** a series: its highest bucket */
  peak(bucket: string, label: string, value: string): string;
  /** the label of a week bucket */
  weekOf(date: string): string;
  /** percentage points, after a signed number */
  points: string;
  /** an empty dimension value (no referrer, no campaign) */
  none: string;
  noData: string;
  /** a metric's name over every row of a ranking ("Visitors in total") */
  total(metric: string): string;
  refusal: Record<AiRefusalReason, (item: string) => string>;
  /** what the assistant can answer */
  canAnswer(metrics: string, dimensions: string, ranges: string): string;
  /** range wordings it understands, as examples */
  rangeExamples: string[];
}

const en: WriterPhrases = {
  scope: (item, range) => `For ${item}, ${range}`,
  where: (c) => `, where ${c}`,
  filter: {
    eq: (d, v) => `${d} is ${v}`,
    neq: (d, v) => `${d} is not ${v}`,
    contains: (d, v) => `${d} contains “${v}”`,
    starts_with: (d, v) => `${d} starts with “${v}”`,
    in: (d, v) => `${d} is ${v}`,
    not_in: (d, v) => `${d} is not ${v}`,
  },
  orders: {
    eq: (v) => `the orders hold ${v}`,
    neq: (v) => `the orders do not hold ${v}`,
    in: (v) => `the orders hold ${v}`,
    not_in: (v) => `the orders do not hold ${v}`,
  },
  colon: ':',
  stop: '.',
  gap: ' ',
  row: (r, l, v) => `${r}. ${l}: ${v}`,
  figure: (m, v) => `${m}: ${v}`,
  compared: (c, p, r) => `, ${c} against ${p} on ${r}`,
  comparedFromZero: (p, r) => `, up from ${p} on ${r}`,
  top: (d, l, m, v) => `The top ${d} by ${m} is ${l}, with ${v}`,
  share: (p) => ` (${p} of the total)`,
  rows: (n, d) => `Top ${n} by ${d}:`,
  seriesTotal: (m, v) => `${m} over the period: ${v}`,
  peak: (b, l, v) => `The highest ${b} was ${l}, with ${v}`,
  weekOf: (d) => `the week of ${d}`,
  points: ' pts',
  none: '(none)',
  noData: 'There is no data for this period.',
  total: (m) => `In total, ${m}`,
  refusal: {
    not_analytics: (item) => `I can only answer questions about the figures of ${item}.`,
    unknown_metric: () => 'I do not measure that.',
    unsupported: () =>
      'I cannot do that: I answer from the figures already recorded, one question at a time (no predictions, personal data or SQL).',
    ambiguous: () => 'I am not sure what to measure.',
    empty: (item) => `Ask me a question about ${item}.`,
  },
  canAnswer: (m, d, r) =>
    `I can answer questions about ${m}, broken down by ${d}, over ranges such as ${r}, with filters (a country, a device, a campaign…) and a comparison with another period.`,
  rangeExamples: ['today', 'yesterday', 'the last 7 days', 'this week', 'last month', 'in October', 'Q3'],
};

const fr: WriterPhrases = {
  scope: (item, range) => `Pour ${item}, ${range}`,
  where: (c) => `, avec ${c}`,
  filter: {
    eq: (d, v) => `${d} = ${v}`,
    neq: (d, v) => `${d} ≠ ${v}`,
    contains: (d, v) => `${d} contenant « ${v} »`,
    starts_with: (d, v) => `${d} commençant par « ${v} »`,
    in: (d, v) => `${d} parmi ${v}`,
    not_in: (d, v) => `${d} hors de ${v}`,
  },
  orders: {
    eq: (v) => `des commandes contenant ${v}`,
    neq: (v) => `des commandes sans ${v}`,
    in: (v) => `des commandes contenant ${v}`,
    not_in: (v) => `des commandes sans ${v}`,
  },
  colon: ' :',
  stop: '.',
  gap: ' ',
  row: (r, l, v) => `${r}. ${l} : ${v}`,
  figure: (m, v) => `${m} : ${v}`,
  compared: (c, p, r) => `, soit ${c} par rapport à ${p} sur ${r}`,
  comparedFromZero: (p, r) => `, contre ${p} sur ${r}`,
  top: (d, l, m, v) => `En tête (${d}, par ${m}) : ${l}, avec ${v}`,
  share: (p) => ` (${p} du total)`,
  rows: (n, d) => `Les ${n} premiers par ${d} :`,
  seriesTotal: (m, v) => `${m} sur la période : ${v}`,
  peak: (b, l, v) => `Le maximum (${b}) : ${l}, avec ${v}`,
  weekOf: (d) => `la semaine du ${d}`,
  points: ' pts',
  none: '(aucun)',
  noData: "Il n'y a aucune donnée pour cette période.",
  total: (m) => `Au total, ${m}`,
  refusal: {
    not_analytics: (item) => `Je ne réponds qu'aux questions sur les chiffres de ${item}.`,
    unknown_metric: () => 'Je ne mesure pas cela.',
    unsupported: () =>
      'Je ne peux pas faire cela : je réponds à partir des chiffres déjà enregistrés, une question à la fois (ni prévisions, ni données personnelles, ni SQL).',
    ambiguous: () => 'Je ne sais pas quoi mesurer.',
    empty: (item) => `Posez-moi une question sur ${item}.`,
  },
  canAnswer: (m, d, r) =>
    `Je peux répondre sur ${m}, par ${d}, sur des périodes comme ${r}, avec des filtres (un pays, un appareil, une campagne…) et une comparaison avec une autre période.`,
  rangeExamples: [
    "aujourd'hui",
    'hier',
    'les 7 derniers jours',
    'cette semaine',
    'le mois dernier',
    'en octobre',
    'le T3',
  ],
};

const ar: WriterPhrases = {
  scope: (item, range) => `بالنسبة إلى ${item}، ${range}`,
  where: (c) => `، حيث ${c}`,
  filter: {
    eq: (d, v) => `${d} هو ${v}`,
    neq: (d, v) => `${d} ليس ${v}`,
    contains: (d, v) => `${d} يحتوي على «${v}»`,
    starts_with: (d, v) => `${d} يبدأ بـ«${v}»`,
    in: (d, v) => `${d} من بين ${v}`,
    not_in: (d, v) => `${d} ليس من بين ${v}`,
  },
  orders: {
    eq: (v) => `الطلبات تحتوي على ${v}`,
    neq: (v) => `الطلبات لا تحتوي على ${v}`,
    in: (v) => `الطلبات تحتوي على ${v}`,
    not_in: (v) => `الطلبات لا تحتوي على ${v}`,
  },
  colon: ':',
  stop: '.',
  gap: ' ',
  row: (r, l, v) => `${r}. ${l}: ${v}`,
  figure: (m, v) => `${m}: ${v}`,
  compared: (c, p, r) => `، أي ${c} مقارنة بـ${p} في ${r}`,
  comparedFromZero: (p, r) => `، مقابل ${p} في ${r}`,
  top: (d, l, m, v) => `الأعلى (${d}، حسب ${m}): ${l} بقيمة ${v}`,
  share: (p) => ` (${p} من الإجمالي)`,
  rows: (n, d) => `أعلى ${n} حسب ${d}:`,
  seriesTotal: (m, v) => `${m} خلال الفترة: ${v}`,
  peak: (b, l, v) => `أعلى قيمة (${b}): ${l} بقيمة ${v}`,
  weekOf: (d) => `أسبوع ${d}`,
  points: ' نقطة',
  none: '(لا شيء)',
  noData: 'لا توجد بيانات لهذه الفترة.',
  total: (m) => `إجمالي ${m}`,
  refusal: {
    not_analytics: (item) => `لا يمكنني الإجابة إلا عن أسئلة تتعلق بأرقام ${item}.`,
    unknown_metric: () => 'لا أقيس ذلك.',
    unsupported: () =>
      'لا يمكنني فعل ذلك: أجيب من الأرقام المسجّلة فقط، سؤالاً واحدًا في كل مرة (بلا تنبؤات أو بيانات شخصية أو SQL).',
    ambiguous: () => 'لست متأكدًا مما يجب قياسه.',
    empty: (item) => `اطرح عليّ سؤالاً عن ${item}.`,
  },
  canAnswer: (m, d, r) =>
    `يمكنني الإجابة عن ${m}، مقسّمة حسب ${d}، لفترات مثل ${r}، مع عوامل تصفية (بلد، جهاز، حملة…) ومقارنة بفترة أخرى.`,
  rangeExamples: ['اليوم', 'أمس', 'آخر 7 أيام', 'هذا الأسبوع', 'الشهر الماضي', 'في أكتوبر', 'الربع الثالث'],
};

const zh: WriterPhrases = {
  scope: (item, range) => `${item}，${range}`,
  where: (c) => `，条件：${c}`,
  filter: {
    eq: (d, v) => `${d}为${v}`,
    neq: (d, v) => `${d}不为${v}`,
    contains: (d, v) => `${d}包含“${v}”`,
    starts_with: (d, v) => `${d}以“${v}”开头`,
    in: (d, v) => `${d}为${v}之一`,
    not_in: (d, v) => `${d}不为${v}之一`,
  },
  orders: {
    eq: (v) => `订单包含${v}`,
    neq: (v) => `订单不包含${v}`,
    in: (v) => `订单包含${v}`,
    not_in: (v) => `订单不包含${v}`,
  },
  colon: '：',
  stop: '。',
  gap: '',
  row: (r, l, v) => `${r}. ${l}：${v}`,
  figure: (m, v) => `${m}：${v}`,
  compared: (c, p, r) => `，与${r}的${p}相比${c}`,
  comparedFromZero: (p, r) => `，${r}为${p}`,
  top: (d, l, m, v) => `按${m}排名第一的${d}是${l}，为${v}`,
  share: (p) => `（占总数的${p}）`,
  rows: (n, d) => `按${d}排名前${n}：`,
  seriesTotal: (m, v) => `期间${m}：${v}`,
  peak: (b, l, v) => `最高的${b}是${l}，为${v}`,
  weekOf: (d) => `${d}所在的一周`,
  points: '个百分点',
  none: '（无）',
  noData: '该时间段没有数据。',
  total: (m) => `${m}合计`,
  refusal: {
    not_analytics: (item) => `我只能回答关于${item}数据的问题。`,
    unknown_metric: () => '我不统计这项指标。',
    unsupported: () => '我无法做到：我只根据已记录的数据回答，每次一个问题（不做预测，不提供个人数据，不运行 SQL）。',
    ambiguous: () => '我不确定要统计什么。',
    empty: (item) => `请向我提一个关于${item}的问题。`,
  },
  canAnswer: (m, d, r) =>
    `我可以回答关于${m}的问题，可按${d}细分，时间范围如${r}，可加筛选条件（国家、设备、推广活动等）并与另一时间段比较。`,
  rangeExamples: ['今天', '昨天', '过去 7 天', '本周', '上个月', '10 月', '第三季度'],
};

export const writerPhrases: Record<AiLanguage, WriterPhrases> = { en, fr, ar, zh };
