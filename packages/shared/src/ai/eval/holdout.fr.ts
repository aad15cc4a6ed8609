import { type EvalSet, eq, has } from './types.ts';

/** Held-out French questions (written after tuning; see holdout.en.ts). Same Wednesday in Paris. */
const hier = {
  range: { from: '2026-11-03T00:00:00+01:00', to: '2026-11-04T00:00:00+01:00' },
  timeZone: 'Europe/Paris',
  metrics: ['visitors' as const],
};
const parJour = {
  range: { from: '2026-10-01T00:00:00+02:00', to: '2026-11-01T00:00:00+01:00' },
  timeZone: 'Europe/Paris',
  metrics: ['pageviews' as const],
  dimensions: ['day' as const],
  limit: 5000,
};
const topPays = {
  range: { from: '2026-10-06T00:00:00+02:00', to: '2026-11-05T00:00:00+01:00' },
  timeZone: 'Europe/Paris',
  metrics: ['visitors' as const],
  dimensions: ['country' as const],
  orderBy: [{ key: 'visitors' as const, direction: 'desc' as const }],
  limit: 5,
};

export const frHoldout: EvalSet = {
  language: 'fr',
  now: '2026-11-04T10:00:00+01:00',
  tz: 'Europe/Paris',
  cases: [
    { q: 'visiteurs par titre de page', cat: 'dimensions', want: { m: 'visitors', d: ['title'] } },
    {
      q: 'visiteurs par source utm ce mois-ci',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'], d: ['utm_source'] },
    },
    { q: "sessions par version de l'application", cat: 'dimensions', want: { m: 'sessions', d: ['app_version'] } },
    { q: 'visiteurs par fuseau horaire', cat: 'dimensions', want: { m: 'visitors', d: ['timezone'] } },
    { q: 'commandes par devise', cat: 'dimensions', want: { m: 'orders', d: ['currency'] } },
    {
      q: 'LCP moyen par page le mois dernier',
      cat: 'dimensions',
      want: { m: 'avg_vital', r: ['2026-10-01', '2026-11-01'], d: ['path'], f: [eq('vital_name', 'LCP')] },
    },
    { q: 'clics par destination', cat: 'dimensions', app: 'surl', want: { m: 'clicks', d: ['destination'] } },
    {
      q: 'les 7 derniers jours, combien de pages vues ?',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-10-29', '2026-11-05'] },
    },
    { q: 'visiteurs de la semaine passée', cat: 'dates', want: { m: 'visitors', r: ['2026-10-26', '2026-11-02'] } },
    { q: 'visiteurs depuis le début du mois', cat: 'dates', want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'] } },
    { q: 'visiteurs le lundi 2 novembre', cat: 'dates', want: { m: 'visitors', r: ['2026-11-02', '2026-11-03'] } },
    {
      q: 'visites entre le 10 et le 20 octobre',
      cat: 'dates',
      want: { m: 'sessions', r: ['2026-10-10', '2026-10-21'] },
    },
    { q: 'visiteurs au premier trimestre', cat: 'dates', want: { m: 'visitors', r: ['2026-01-01', '2026-04-01'] } },
    { q: 'visiteurs des 12 derniers mois', cat: 'dates', want: { m: 'visitors', r: ['2025-11-05', '2026-11-05'] } },
    { q: 'visiteurs uniques hier', cat: 'metrics', want: { m: 'visitors', r: ['2026-11-03', '2026-11-04'] } },
    {
      q: 'temps passé sur le site la semaine dernière',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-10-26', '2026-11-02'] },
    },
    {
      q: 'taux de conversion depuis google',
      cat: 'goal',
      want: { m: 'conversion_rate', f: [has('referrer_host', 'google')], goal: { kind: 'order' } },
    },
    { q: "nombre d'achats hier", cat: 'metrics', want: { m: 'orders', r: ['2026-11-03', '2026-11-04'] } },
    {
      q: 'visiteurs venant du Japon sur iPhone',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('country', 'JP'), eq('os', 'ios')] },
    },
    {
      q: 'visiteurs de Belgique ou de Suisse',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'in', values: ['BE', 'CH'] }] },
    },
    {
      q: 'pages vues sur Firefox ce mois-ci',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2026-11-01', '2026-11-05'], f: [eq('browser', 'firefox')] },
    },
    {
      q: 'visiteurs hors mobile',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'device_type', op: 'neq', value: 'mobile' }] },
    },
    {
      q: 'visiteurs fidèles le mois dernier',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], f: [eq('visitor_type', 'returning')] },
    },
    {
      q: 'trafic venant des moteurs de recherche',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('channel', 'organic_search')] },
    },
    {
      q: 'top 20 des pages le mois dernier',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['path'], top: 20 },
    },
    { q: 'les 3 principales sources de trafic', cat: 'top', want: { m: 'visitors', d: ['referrer_host'], top: 3 } },
    {
      q: 'campagnes classées par conversions',
      cat: 'top',
      want: { m: 'conversions', d: ['utm_campaign'], goal: { kind: 'order' } },
    },
    {
      q: 'pages les moins visitées cette semaine',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'], d: ['path'], asc: true },
    },
    {
      q: 'compare les visiteurs de ce mois avec le mois dernier',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'], cmp: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: "chiffre d'affaires du T3 par rapport au T2",
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-07-01', '2026-10-01'], cmp: ['2026-04-01', '2026-07-01'] },
    },
    {
      q: 'visiteurs quotidiens sur les 2 dernières semaines',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-10-22', '2026-11-05'], d: ['day'] },
    },
    {
      q: 'pages vues heure par heure hier',
      cat: 'trend',
      want: { m: 'pageviews', r: ['2026-11-03', '2026-11-04'], d: ['hour'] },
    },
    {
      q: 'pareil pour la semaine dernière',
      cat: 'followup',
      prev: hier,
      want: { m: 'visitors', r: ['2026-10-26', '2026-11-02'] },
    },
    { q: 'montre le top 10 plutôt', cat: 'followup', prev: topPays, want: { m: 'visitors', d: ['country'], top: 10 } },
    {
      q: 'et sur ordinateur ?',
      cat: 'followup',
      prev: hier,
      want: { m: 'visitors', r: ['2026-11-03', '2026-11-04'], f: [eq('device_type', 'desktop')] },
    },
    {
      q: 'en barres',
      cat: 'followup',
      prev: parJour,
      want: { m: 'pageviews', r: ['2026-10-01', '2026-11-01'], d: ['day'], chart: 'bar' },
    },
    { q: 'raconte-moi une blague', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'quel est le ROI de la campagne soldes ?', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    {
      q: "prévision du chiffre d'affaires pour le trimestre prochain",
      cat: 'refusal',
      want: { refuse: 'unsupported' },
    },
    { q: 'supprime les données de la semaine dernière', cat: 'refusal', want: { refuse: 'unsupported' } },
    {
      q: 'visiteurs depuis le lancement',
      cat: 'context',
      context: ['Nous avons lancé le site le 15 juin'],
      want: { m: 'visitors', r: ['2026-06-15', '2026-11-05'] },
    },
  ],
};
