import { type EvalSet, eq, has } from './types.ts';

/** French, a Wednesday morning in Paris (DST ended on 25 October, inside "last month"). */
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

export const fr: EvalSet = {
  language: 'fr',
  now: '2026-11-04T10:00:00+01:00',
  tz: 'Europe/Paris',
  cases: [
    // dates
    { q: 'combien de visiteurs hier ?', cat: 'dates', want: { m: 'visitors', r: ['2026-11-03', '2026-11-04'] } },
    { q: "nombre de visiteurs aujourd'hui", cat: 'dates', want: { m: 'visitors', r: ['2026-11-04', '2026-11-05'] } },
    {
      q: 'combien de pages vues cette semaine',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-11-02', '2026-11-05'] },
    },
    { q: 'les visites de la semaine dernière', cat: 'dates', want: { m: 'sessions', r: ['2026-10-26', '2026-11-02'] } },
    { q: 'visiteurs ce mois-ci', cat: 'dates', want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'] } },
    {
      q: 'Combien de visiteurs le mois dernier ?',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: "le chiffre d'affaires cette année", cat: 'dates', want: { m: 'revenue', r: ['2026-01-01', '2026-11-05'] } },
    { q: "visiteurs l'année dernière", cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: 'visiteurs sur les 7 derniers jours', cat: 'dates', want: { m: 'visitors', r: ['2026-10-29', '2026-11-05'] } },
    { q: 'pages vues des 90 derniers jours', cat: 'dates', want: { m: 'pageviews', r: ['2026-08-07', '2026-11-05'] } },
    {
      q: 'les visites des trois derniers mois',
      cat: 'dates',
      want: { m: 'sessions', r: ['2026-08-05', '2026-11-05'] },
    },
    {
      q: 'visiteurs des deux dernières semaines',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-10-22', '2026-11-05'] },
    },
    { q: 'combien de visiteurs en octobre ?', cat: 'dates', want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'] } },
    { q: 'visiteurs en décembre', cat: 'dates', want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'] } },
    { q: 'pages vues en octobre 2025', cat: 'dates', want: { m: 'pageviews', r: ['2025-10-01', '2025-11-01'] } },
    { q: 'visiteurs au T3', cat: 'dates', want: { m: 'visitors', r: ['2026-07-01', '2026-10-01'] } },
    { q: 'ventes du quatrième trimestre', cat: 'dates', want: { m: 'revenue', r: ['2026-10-01', '2026-11-05'] } },
    { q: 'visiteurs depuis lundi', cat: 'dates', want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'] } },
    {
      q: 'combien de visiteurs depuis le 3 mars ?',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-03-03', '2026-11-05'] },
    },
    { q: 'pages vues le 15 octobre', cat: 'dates', want: { m: 'pageviews', r: ['2026-10-15', '2026-10-16'] } },
    { q: 'visiteurs du 1er au 15 octobre', cat: 'dates', want: { m: 'visitors', r: ['2026-10-01', '2026-10-16'] } },
    {
      q: 'visites entre le 1er septembre et le 30 septembre',
      cat: 'dates',
      want: { m: 'sessions', r: ['2026-09-01', '2026-10-01'] },
    },
    { q: 'visiteurs avant-hier', cat: 'dates', want: { m: 'visitors', r: ['2026-11-02', '2026-11-03'] } },
    { q: 'visiteurs en 2025', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    {
      q: 'pages vues des dernières 24 heures',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-11-03T10:00', '2026-11-04T10:00'] },
    },
    { q: 'combien de visiteurs ?', cat: 'dates', want: { m: 'visitors' } },
    // metrics
    { q: 'combien de clics hier', cat: 'metrics', want: { m: 'clicks', r: ['2026-11-03', '2026-11-04'] } },
    {
      q: 'clics uniques cette semaine',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'unique_clicks', r: ['2026-11-02', '2026-11-05'] },
    },
    {
      q: 'quel est le taux de rebond ce mois-ci ?',
      cat: 'metrics',
      want: { m: 'bounce_rate', r: ['2026-11-01', '2026-11-05'] },
    },
    {
      q: 'durée moyenne des visites la semaine dernière',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-10-26', '2026-11-02'] },
    },
    {
      q: 'pages par visite le mois dernier',
      cat: 'metrics',
      want: { m: 'views_per_visit', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'nombre de commandes cette semaine', cat: 'metrics', want: { m: 'orders', r: ['2026-11-02', '2026-11-05'] } },
    {
      q: 'panier moyen en octobre',
      cat: 'metrics',
      want: { m: 'average_order_value', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'combien d’événements hier', cat: 'metrics', want: { m: 'events', r: ['2026-11-03', '2026-11-04'] } },
    {
      q: 'visiteurs et pages vues hier',
      cat: 'metrics',
      want: { m: ['visitors', 'pageviews'], r: ['2026-11-03', '2026-11-04'] },
    },
    {
      q: 'combien de clics sur mon lien aujourd’hui ?',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-04', '2026-11-05'] },
    },
    // dimensions
    {
      q: 'visiteurs par pays le mois dernier',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['country'] },
    },
    { q: 'quels navigateurs utilisent nos visiteurs ?', cat: 'dimensions', want: { m: 'visitors', d: ['browser'] } },
    {
      q: 'pages vues par page cette semaine',
      cat: 'dimensions',
      want: { m: 'pageviews', r: ['2026-11-02', '2026-11-05'], d: ['path'] },
    },
    {
      q: 'les sources de trafic la semaine dernière',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-10-26', '2026-11-02'], d: ['referrer_host'] },
    },
    { q: "visiteurs par type d'appareil", cat: 'dimensions', want: { m: 'visitors', d: ['device_type'] } },
    { q: "visites par système d'exploitation", cat: 'dimensions', want: { m: 'sessions', d: ['os'] } },
    {
      q: 'clics par ville hier',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-03', '2026-11-04'], d: ['city'] },
    },
    { q: 'visiteurs par canal', cat: 'dimensions', want: { m: 'visitors', d: ['channel'] } },
    {
      q: "les pages d'entrée du mois dernier",
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['entry_page'] },
    },
    { q: 'pages de sortie', cat: 'dimensions', want: { m: 'visitors', d: ['exit_page'] } },
    { q: 'revenus par campagne', cat: 'dimensions', want: { m: 'revenue', d: ['utm_campaign'] } },
    { q: 'visiteurs par langue', cat: 'dimensions', want: { m: 'visitors', d: ['language'] } },
    {
      q: 'nouveaux vs récurrents ce mois-ci',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'], d: ['visitor_type'] },
    },
    // filters
    {
      q: 'revenu des commandes du produit « Thé vert »',
      cat: 'filters',
      want: { m: 'revenue', f: [eq('product', 'Thé vert')] },
    },
    {
      q: 'taux de rebond sur mobile en octobre',
      cat: 'filters',
      want: { m: 'bounce_rate', r: ['2026-10-01', '2026-11-01'], f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'visiteurs de France la semaine dernière',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-26', '2026-11-02'], f: [eq('country', 'FR')] },
    },
    {
      q: 'combien de visiteurs venant d’Allemagne hier',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-03', '2026-11-04'], f: [eq('country', 'DE')] },
    },
    { q: 'ventes pour la campagne soldes', cat: 'filters', want: { m: 'revenue', f: [eq('utm_campaign', 'soldes')] } },
    {
      q: 'visiteurs venant de google ce mois-ci',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'], f: [has('referrer_host', 'google')] },
    },
    { q: 'pages vues sur Chrome', cat: 'filters', want: { m: 'pageviews', f: [eq('browser', 'chrome')] } },
    {
      q: 'visiteurs sur la page /tarifs cette semaine',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'], f: [eq('path', '/tarifs')] },
    },
    { q: 'visites sur ordinateur', cat: 'filters', want: { m: 'sessions', f: [eq('device_type', 'desktop')] } },
    { q: 'visites arrivées sur /tarifs', cat: 'filters', want: { m: 'sessions', f: [eq('entry_page', '/tarifs')] } },
    { q: 'visiteurs sortis de /panier', cat: 'filters', want: { m: 'visitors', f: [eq('exit_page', '/panier')] } },
    {
      q: 'visiteurs du Canada sur tablette',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('country', 'CA'), eq('device_type', 'tablet')] },
    },
    {
      q: 'nouveaux visiteurs cette semaine',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'], f: [eq('visitor_type', 'new')] },
    },
    {
      q: 'visiteurs venant des réseaux sociaux',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('channel', 'social')] },
    },
    {
      q: 'visiteurs hors France',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'neq', value: 'FR' }] },
    },
    // top
    { q: 'les 5 pays avec le plus de visiteurs', cat: 'top', want: { m: 'visitors', d: ['country'], top: 5 } },
    {
      q: 'quelle campagne a rapporté le plus de revenus ?',
      cat: 'top',
      want: { m: 'revenue', d: ['utm_campaign'], top: 1 },
    },
    {
      q: 'top 10 des pages cette semaine',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'], d: ['path'], top: 10 },
    },
    {
      q: 'quel pays a eu le plus de clics le mois dernier ?',
      cat: 'top',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], d: ['country'], top: 1 },
    },
    {
      q: 'les 3 navigateurs avec le moins de visiteurs',
      cat: 'top',
      want: { m: 'visitors', d: ['browser'], top: 3, asc: true },
    },
    // compare
    {
      q: 'compare cette semaine avec la semaine dernière',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'], cmp: ['2026-10-26', '2026-11-02'] },
    },
    {
      q: 'visiteurs ce mois-ci par rapport au mois dernier',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'], cmp: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'revenus de la semaine dernière par rapport à la période précédente',
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-10-26', '2026-11-02'], cmp: 'previous' },
    },
    // trend
    {
      q: 'visiteurs par jour le mois dernier',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['day'] },
    },
    {
      q: 'pages vues par semaine cette année',
      cat: 'trend',
      want: { m: 'pageviews', r: ['2026-01-01', '2026-11-05'], d: ['week'] },
    },
    {
      q: "chiffre d'affaires mensuel l'année dernière",
      cat: 'trend',
      want: { m: 'revenue', r: ['2025-01-01', '2026-01-01'], d: ['month'] },
    },
    {
      q: 'évolution des visiteurs sur les 30 derniers jours',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-10-06', '2026-11-05'], d: ['day'] },
    },
    // goal
    {
      q: "conversions de l'événement signup le mois dernier",
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-10-01', '2026-11-01'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'taux de conversion cette semaine',
      cat: 'goal',
      want: { m: 'conversion_rate', r: ['2026-11-02', '2026-11-05'], goal: { kind: 'order' } },
    },
    {
      q: 'combien d’inscriptions ce mois-ci ?',
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-11-01', '2026-11-05'], goal: { kind: 'event', name: 'signup' } },
    },
    // chart
    { q: 'visiteurs par pays en tableau', cat: 'chart', want: { m: 'visitors', d: ['country'], chart: 'table' } },
    // follow-ups
    {
      q: 'et pour la France seulement ?',
      cat: 'followup',
      prev: hier,
      want: { m: 'visitors', r: ['2026-11-03', '2026-11-04'], f: [eq('country', 'FR')] },
    },
    {
      q: 'plutôt par semaine',
      cat: 'followup',
      prev: parJour,
      want: { m: 'pageviews', r: ['2026-10-01', '2026-11-01'], d: ['week'] },
    },
    {
      q: 'et le mois dernier ?',
      cat: 'followup',
      prev: hier,
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'maintenant en tableau',
      cat: 'followup',
      prev: topPays,
      want: { m: 'visitors', d: ['country'], top: 5, chart: 'table' },
    },
    {
      q: 'et sur mobile ?',
      cat: 'followup',
      prev: topPays,
      want: { m: 'visitors', d: ['country'], top: 5, f: [eq('device_type', 'mobile')] },
    },
    // context
    {
      q: 'visiteurs depuis le lancement',
      cat: 'context',
      context: ['notre lancement était le 3 mars'],
      want: { m: 'visitors', r: ['2026-03-03', '2026-11-05'] },
    },
    // refusals
    { q: 'écris-moi un poème', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'quelle météo fera-t-il à Lyon ?', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'quel est notre bénéfice ce mois-ci ?', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'combien coûtent les salaires ?', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'prévois les visiteurs du mois prochain', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'donne-moi les adresses e-mail des visiteurs', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'exécute une requête SQL sur la base de données', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'comment ça va ?', cat: 'refusal', want: { refuse: 'ambiguous' } },
    { q: '?', cat: 'refusal', want: { refuse: 'empty' } },
  ],
};
