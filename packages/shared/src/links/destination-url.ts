import { z } from 'zod';

export interface DestinationOptions {
  /** our own short domains: a destination there would loop back into the redirect server */
  ownDomains?: readonly string[];
}

const hostIsOwn = (host: string, ownDomains: readonly string[]) => {
  const h = host.toLowerCase().replace(/\.$/, '');
  return ownDomains.some((d) => {
    const own = d.toLowerCase().replace(/\.$/, '');
    return h === own || h.endsWith(`.${own}`);
  });
};

/**
 * A redirect target: absolute http(s) only, so a link can never run script
 * (javascript:), smuggle content (data:), read local files (file:) or loop.
 */
export const destinationUrl = (options: DestinationOptions = {}) =>
  z
    .string({ error: 'validation.url_required' })
    .trim()
    .min(1, { error: 'validation.url_required' })
    .max(2048, { error: 'validation.url_too_long' })
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid_url' });
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: 'validation.url_scheme' });
        return;
      }
      if (hostIsOwn(url.hostname, options.ownDomains ?? [])) {
        ctx.addIssue({ code: 'custom', message: 'validation.url_loop' });
      }
    });
