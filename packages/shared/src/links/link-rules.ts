import { z } from 'zod';
import { type DestinationOptions, destinationUrl } from './destination-url.ts';
import type { LinkKind } from './link-kinds.ts';
import { countryCode, deviceTypes, ipEntry, languageTag, osFamilies, ruleConditionsSchema } from './rule-condition.ts';

export { type LinkKind, linkKinds } from './link-kinds.ts';

export const ROTATION_MIN = 2;
export const ROTATION_MAX = 10;

/** An app scheme (myapp://open) tried before the store; never a scheme a browser would run or read. */
const deepLink = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i, { error: 'validation.invalid_deep_link' })
  .refine((v) => !/^(javascript|data|file|vbscript|blob):/i.test(v), { error: 'validation.invalid_deep_link' });

/**
 * A map with at least one entry. Partial, because an enum key would otherwise
 * demand every device/OS; zod reports a bad key as one `invalid_key` issue,
 * which gets the key's own message here.
 */
const nonEmptyRecord = <V extends z.ZodType>(key: z.ZodType<string>, value: V, emptyError: string, keyError: string) =>
  z
    .partialRecord(key, value, { error: (iss) => (iss.code === 'invalid_key' ? keyError : undefined) })
    .refine((r) => Object.keys(r).length > 0, { error: emptyError });

/**
 * The targeting config of each kind. Built per call because the loop check
 * needs the deployment's own short domains.
 */
export const linkRulesSchemas = (options: DestinationOptions = {}) => {
  const url = destinationUrl(options);
  return {
    simple: z.object({ url }),
    // The password itself lives with the link (argon2id), never in the evaluable rules.
    password_protected: z.object({ url }),
    app_download: z.object({ iosUrl: url, androidUrl: url, fallbackUrl: url, deepLink: deepLink.optional() }),
    language_based: z.object({
      languages: nonEmptyRecord(languageTag, url, 'validation.language_links_required', 'validation.invalid_language'),
      defaultUrl: url,
    }),
    location_based: z.object({
      locations: z
        .array(
          z.object({
            country: countryCode,
            region: z.string().trim().min(1).optional(),
            city: z.string().trim().min(1).optional(),
            url,
          }),
        )
        .min(1, { error: 'validation.location_links_required' }),
      defaultUrl: url,
    }),
    device_based: z.object({
      devices: nonEmptyRecord(
        z.enum(deviceTypes, { error: 'validation.invalid_device' }),
        url,
        'validation.device_links_required',
        'validation.invalid_device',
      ),
      defaultUrl: url,
    }),
    browser_based: z.object({
      browsers: nonEmptyRecord(
        z.string().trim().toLowerCase().min(1, { error: 'validation.browser_required' }),
        url,
        'validation.browser_links_required',
        'validation.browser_required',
      ),
      defaultUrl: url,
    }),
    source_based: z.object({
      sources: z
        .array(
          z.object({ source: z.string().trim().toLowerCase().min(1, { error: 'validation.source_required' }), url }),
        )
        .min(1, { error: 'validation.source_links_required' }),
      defaultUrl: url,
    }),
    os_based: z.object({
      os: nonEmptyRecord(
        z.enum(osFamilies, { error: 'validation.invalid_os' }),
        url,
        'validation.os_links_required',
        'validation.invalid_os',
      ),
      defaultUrl: url,
    }),
    ip_based: z
      .object({
        allow: z.array(ipEntry('INVALID_ALLOWED_IP')).default([]),
        block: z.array(ipEntry('INVALID_REJECTED_IP')).default([]),
        url,
        /** where blocked visitors go; without it they get the blocked page */
        blockedUrl: url.optional(),
      })
      .refine((r) => r.allow.length + r.block.length > 0, { error: 'validation.ip_list_required', path: ['allow'] }),
    rule_based: z.object({
      rules: z
        .array(z.object({ conditions: ruleConditionsSchema, url }))
        .min(1, { error: 'validation.rules_required' }),
      defaultUrl: url,
    }),
    rlsurl: z
      .object({
        destinations: z
          .array(z.object({ url, weight: z.number().int().min(1, { error: 'validation.invalid_weight' }).max(100) }))
          .min(ROTATION_MIN, { error: 'validation.rotation_count' })
          .max(ROTATION_MAX, { error: 'validation.rotation_count' }),
        endsAt: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
        /** the destination kept after endsAt (the A/B test's winner) */
        winner: url.optional(),
        defaultUrl: url.optional(),
      })
      .refine((r) => !r.winner || r.destinations.some((d) => d.url === r.winner), {
        error: 'validation.winner_not_a_destination',
        path: ['winner'],
      }),
  } as const;
};

type Schemas = ReturnType<typeof linkRulesSchemas>;
export type LinkRules<K extends LinkKind = LinkKind> = z.output<Schemas[K]>;

/** A kind with its rules, discriminated so evaluation gets the right shape. */
export type LinkTargeting = { [K in LinkKind]: { kind: K; rules: LinkRules<K> } }[LinkKind];

/** `{ kind, rules }` validated together: field paths read `rules.allow.0` and so on. */
export const linkTargetingSchema = (options: DestinationOptions = {}) => {
  const s = linkRulesSchemas(options);
  const entry = <K extends LinkKind>(kind: K) => z.object({ kind: z.literal(kind), rules: s[kind] });
  return z.discriminatedUnion(
    'kind',
    [
      entry('simple'),
      entry('password_protected'),
      entry('app_download'),
      entry('language_based'),
      entry('location_based'),
      entry('device_based'),
      entry('browser_based'),
      entry('source_based'),
      entry('os_based'),
      entry('ip_based'),
      entry('rule_based'),
      entry('rlsurl'),
    ],
    { error: 'validation.invalid_link_kind' },
  );
};
