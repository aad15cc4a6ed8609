import type { LinkKind } from '@osm5/shared/links/link-rules';
import type { Link, LinkStatus } from '@osm5/shared/schemas/links';
import { toLocalInput } from './local-time.ts';
import { type ConditionsForm, conditionsFormOf } from './rule-conditions-form.ts';

/** The editor's state: strings as typed, rows with stable keys; `bodyOf` turns it into the API body. */
export interface PairRow {
  key: number;
  /** language tag, device type, browser, OS family or source */
  match: string;
  url: string;
}
export interface LocationRow {
  key: number;
  country: string;
  region: string;
  city: string;
  url: string;
}
export interface RuleRow {
  key: number;
  conditions: ConditionsForm;
  url: string;
}
export interface DestinationRow {
  key: number;
  url: string;
  weight: string;
}

/** Every kind's targeting fields side by side; the kind decides which are sent. */
export interface RulesForm {
  url: string;
  iosUrl: string;
  androidUrl: string;
  fallbackUrl: string;
  deepLink: string;
  pairs: PairRow[];
  locations: LocationRow[];
  defaultUrl: string;
  /** one address or CIDR range per line */
  allow: string;
  block: string;
  blockedUrl: string;
  rules: RuleRow[];
  destinations: DestinationRow[];
  /** datetime-local values */
  endsAt: string;
  winner: string;
}

export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

export interface LinkFormValues {
  kind: LinkKind;
  slug: string;
  domain: string;
  title: string;
  notes: string;
  tags: string[];
  status: LinkStatus;
  timeZone: string;
  expiresAt: string;
  maxClicks: string;
  expiredUrl: string;
  utm: Record<UtmKey, string>;
  social: { title: string; description: string; image: string };
  password: string;
  rules: RulesForm;
  /** kept as it is: the QR designer owns it */
  qrStyle: Link['qrStyle'];
}

/** The kinds whose targeting is "a value → URL" rows plus a default. */
export const pairKinds = ['language_based', 'device_based', 'browser_based', 'os_based', 'source_based'] as const;
export type PairKind = (typeof pairKinds)[number];
export const isPairKind = (kind: LinkKind): kind is PairKind => (pairKinds as readonly string[]).includes(kind);

/** The rules field that holds a pair kind's map (or list, for sources). */
export const pairField: Record<PairKind, string> = {
  language_based: 'languages',
  device_based: 'devices',
  browser_based: 'browsers',
  os_based: 'os',
  source_based: 'sources',
};

let nextKey = 1;
export const rowKey = () => nextKey++;
export const newPair = (match = '', url = ''): PairRow => ({ key: rowKey(), match, url });
export const newLocation = (): LocationRow => ({ key: rowKey(), country: '', region: '', city: '', url: '' });
export const newRule = (): RuleRow => ({ key: rowKey(), conditions: {}, url: '' });
export const newDestination = (url = '', weight = '50'): DestinationRow => ({ key: rowKey(), url, weight });

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const emptyRules = (): RulesForm => ({
  url: '',
  iosUrl: '',
  androidUrl: '',
  fallbackUrl: '',
  deepLink: '',
  pairs: [newPair()],
  locations: [newLocation()],
  defaultUrl: '',
  allow: '',
  block: '',
  blockedUrl: '',
  rules: [newRule()],
  destinations: [newDestination(), newDestination()],
  endsAt: '',
  winner: '',
});

/** A new link of `kind`; `url` (from the UTM builder's ?url=) prefills its destination. */
export const newLinkValues = (kind: LinkKind, url = ''): LinkFormValues => {
  const rules = emptyRules();
  rules.url = url;
  rules.defaultUrl = url;
  rules.fallbackUrl = url;
  if (url && rules.destinations[0]) rules.destinations[0].url = url;
  return {
    kind,
    slug: '',
    domain: '',
    title: '',
    notes: '',
    tags: [],
    status: 'active',
    timeZone: browserTimeZone(),
    expiresAt: '',
    maxClicks: '',
    expiredUrl: '',
    utm: { source: '', medium: '', campaign: '', term: '', content: '' },
    social: { title: '', description: '', image: '' },
    password: '',
    rules,
    qrStyle: null,
  };
};

type Loose = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): Loose[] => (Array.isArray(v) ? (v as Loose[]) : []);
const entries = (v: unknown) => Object.entries((v ?? {}) as Record<string, unknown>);

/** A saved link as the editor shows it. */
export const valuesOfLink = (link: Link): LinkFormValues => {
  const base = newLinkValues(link.kind);
  const r = link.rules as Loose;
  const rules = base.rules;
  rules.url = s(r.url);
  rules.iosUrl = s(r.iosUrl);
  rules.androidUrl = s(r.androidUrl);
  rules.fallbackUrl = s(r.fallbackUrl);
  rules.deepLink = s(r.deepLink);
  rules.defaultUrl = s(r.defaultUrl);
  if (isPairKind(link.kind)) {
    const field = pairField[link.kind];
    rules.pairs =
      link.kind === 'source_based'
        ? list(r.sources).map((p) => newPair(s(p.source), s(p.url)))
        : entries(r[field]).map(([k, v]) => newPair(k, s(v)));
  }
  rules.locations = list(r.locations).map((l) => ({
    key: rowKey(),
    country: s(l.country),
    region: s(l.region),
    city: s(l.city),
    url: s(l.url),
  }));
  rules.allow = (Array.isArray(r.allow) ? r.allow : []).join('\n');
  rules.block = (Array.isArray(r.block) ? r.block : []).join('\n');
  rules.blockedUrl = s(r.blockedUrl);
  rules.rules = list(r.rules).map((rule) => ({
    key: rowKey(),
    conditions: conditionsFormOf(rule.conditions),
    url: s(rule.url),
  }));
  rules.destinations = list(r.destinations).map((d) => newDestination(s(d.url), String(d.weight ?? '')));
  rules.endsAt = toLocalInput(s(r.endsAt));
  rules.winner = s(r.winner);
  return {
    ...base,
    slug: link.slug,
    domain: link.domain,
    title: link.title,
    notes: link.notes,
    tags: link.tags,
    status: link.status,
    timeZone: link.timeZone,
    expiresAt: toLocalInput(link.expiresAt),
    maxClicks: link.maxClicks === null ? '' : String(link.maxClicks),
    expiredUrl: link.expiredUrl ?? '',
    utm: { ...base.utm, ...Object.fromEntries(entries(link.utm).map(([k, v]) => [k, s(v)])) },
    social: {
      title: s(link.socialPreview?.title),
      description: s(link.socialPreview?.description),
      image: s(link.socialPreview?.image),
    },
    rules,
    qrStyle: link.qrStyle,
  };
};
