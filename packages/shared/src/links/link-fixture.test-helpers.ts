import type { EvaluableLink } from './evaluate-link.ts';
import type { LinkTargeting } from './link-rules.ts';

/** An active link of the given kind with no expiry, UTM or special zone, for tests to override. */
export const makeLink = (targeting: LinkTargeting, extra: Partial<Omit<EvaluableLink, 'kind' | 'rules'>> = {}) =>
  ({ id: 'link-1', status: 'active', timeZone: 'UTC', ...targeting, ...extra }) as EvaluableLink;
