import { type LinkBodyParsed, linkBodySchema } from '@osm5/shared/schemas/links';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { isPairKind, type LinkFormValues, pairField, type RulesForm } from './link-form.ts';
import { fromLocalInput } from './local-time.ts';
import { conditionsBodyOf } from './rule-conditions-form.ts';

const opt = (v: string) => (v.trim() === '' ? undefined : v.trim());
const filled = <T extends { url: string }>(rows: T[], other: (row: T) => string) =>
  rows.filter((row) => row.url.trim() !== '' || other(row).trim() !== '');
const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/** The `rules` of one kind; blank rows are dropped, half-filled ones are sent so the schema names the gap. */
export const rulesBodyOf = (kind: LinkFormValues['kind'], r: RulesForm): Record<string, unknown> => {
  if (isPairKind(kind)) {
    const rows = filled(r.pairs, (p) => p.match);
    const field = pairField[kind];
    const target =
      kind === 'source_based'
        ? rows.map((p) => ({ source: p.match, url: p.url }))
        : Object.fromEntries(rows.map((p) => [p.match.trim(), p.url]));
    return { [field]: target, defaultUrl: r.defaultUrl };
  }
  switch (kind) {
    case 'simple':
    case 'password_protected':
      return { url: r.url };
    case 'app_download':
      return { iosUrl: r.iosUrl, androidUrl: r.androidUrl, fallbackUrl: r.fallbackUrl, deepLink: opt(r.deepLink) };
    case 'location_based':
      return {
        locations: filled(r.locations, (l) => l.country + l.region + l.city).map((l) => ({
          country: l.country,
          region: opt(l.region),
          city: opt(l.city),
          url: l.url,
        })),
        defaultUrl: r.defaultUrl,
      };
    case 'ip_based':
      return { allow: lines(r.allow), block: lines(r.block), url: r.url, blockedUrl: opt(r.blockedUrl) };
    case 'rule_based':
      return {
        rules: r.rules.map((rule) => ({ conditions: conditionsBodyOf(rule.conditions), url: rule.url })),
        defaultUrl: r.defaultUrl,
      };
    case 'rlsurl':
      return {
        destinations: filled(r.destinations, () => '').map((d) => ({
          url: d.url,
          weight: d.weight.trim() === '' ? Number.NaN : Number(d.weight),
        })),
        endsAt: r.endsAt ? fromLocalInput(r.endsAt) : undefined,
        winner: opt(r.winner),
        defaultUrl: opt(r.defaultUrl),
      };
    default:
      return {};
  }
};

const someFilled = (o: Record<string, string>) => Object.values(o).some((v) => v.trim() !== '');
const onlyFilled = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v.trim() !== ''));

/** The request body of the editor's values, before the shared schema sees it. */
export const linkBodyOf = (v: LinkFormValues): Record<string, unknown> => ({
  kind: v.kind,
  rules: rulesBodyOf(v.kind, v.rules),
  slug: opt(v.slug),
  domain: opt(v.domain),
  title: v.title,
  notes: v.notes,
  tags: v.tags,
  status: v.status,
  timeZone: v.timeZone,
  expiresAt: v.expiresAt ? fromLocalInput(v.expiresAt) : null,
  // an unreadable number becomes 0 so the schema answers with the max-clicks message
  maxClicks: v.maxClicks.trim() === '' ? null : Number(v.maxClicks) || 0,
  expiredUrl: opt(v.expiredUrl) ?? null,
  utm: someFilled(v.utm) ? onlyFilled(v.utm) : null,
  socialPreview: someFilled(v.social) ? onlyFilled(v.social) : null,
  qrStyle: v.qrStyle ?? undefined,
  password: v.kind === 'password_protected' && v.password !== '' ? v.password : undefined,
});

/**
 * Validates with the API's own schema; a new password link also needs its
 * password (the API keeps the current one when an edit leaves it empty).
 */
export const validateLink = (
  values: LinkFormValues,
  options: { isNew: boolean },
): { ok: true; data: LinkBodyParsed } | { ok: false; errors: FieldErrors } => {
  const result = validate(linkBodySchema(), linkBodyOf(values));
  const extra: FieldErrors = { ...duplicateRows(values) };
  if (options.isNew && values.kind === 'password_protected' && values.password === '') {
    extra.password = 'validation.password_required';
  }
  if (Object.keys(extra).length === 0) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), ...extra } };
};

/**
 * Two rows for the same language, device, browser or OS: the map would keep
 * only the last one, silently; both rows are named instead.
 */
export const duplicateRows = (values: LinkFormValues): FieldErrors => {
  if (!isPairKind(values.kind) || values.kind === 'source_based') return {};
  const field = pairField[values.kind];
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  for (const row of values.rules.pairs) {
    const key = row.match.trim();
    if (!key) continue;
    if (seen.has(key.toLowerCase())) errors[`rules.${field}.${key}`] = 'links.editor.duplicateRow';
    seen.add(key.toLowerCase());
  }
  return errors;
};
