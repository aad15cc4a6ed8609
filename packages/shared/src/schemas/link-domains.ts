import { z } from 'zod';
import { linkDomainSchema } from './links.ts';
import { workspaceParamsSchema } from './tenancy.ts';

/** The custom-domains API's own shapes (the domain itself is `linkDomainSchema`). */

export const domainParamsSchema = workspaceParamsSchema.extend({ domainId: z.uuid() });

/** A domain as the domains page lists it: with how many links use it (a domain in use cannot be deleted). */
export const linkDomainViewSchema = linkDomainSchema
  .extend({
    linkCount: z.number().int().nonnegative(),
    /** the TXT record to create: `_osm5.{host}` (the port, if any, left out) */
    txtRecordName: z.string(),
    /** the address that must answer the token, as a plain text body */
    verificationUrl: z.string(),
  })
  .meta({ id: 'LinkDomainView' });
export type LinkDomainView = z.infer<typeof linkDomainViewSchema>;

/**
 * The product's own short domain as a workspace sees it: every workspace may
 * use it, and it is the default of new links unless a verified custom domain is.
 */
export const shortDomainViewSchema = z
  .object({ hostname: z.string(), isDefault: z.boolean() })
  .meta({ id: 'ShortDomainView' });
export type ShortDomainView = z.infer<typeof shortDomainViewSchema>;

/** The outcome of one ownership check. */
export const verificationCheckStates = ['verified', 'not_found', 'mismatch', 'unreachable'] as const;
export type VerificationCheckState = (typeof verificationCheckStates)[number];

export const domainVerificationSchema = z
  .object({
    domain: linkDomainViewSchema,
    verified: z.boolean(),
    dns: z.enum(verificationCheckStates),
    http: z.enum(verificationCheckStates),
  })
  .meta({ id: 'DomainVerification' });
export type DomainVerification = z.infer<typeof domainVerificationSchema>;

export const VERIFICATION_PATH = '/.well-known/osm5-verification';
export const TXT_RECORD_PREFIX = '_osm5.';

/** The host part of `host[:port]`. */
export const hostOf = (hostname: string) => hostname.replace(/:\d+$/, '');
