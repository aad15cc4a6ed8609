import type { LinkKind } from './link-rules.ts';

/**
 * The one URL that stands for a link in lists and exports: the only
 * destination of simple kinds, the fallback of targeted kinds, the winner (or
 * default, or first destination) of a rotation.
 */
export function mainDestination(kind: LinkKind, rules: Record<string, unknown>): string {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  switch (kind) {
    case 'simple':
    case 'password_protected':
    case 'ip_based':
      return str(rules.url);
    case 'app_download':
      return str(rules.fallbackUrl);
    case 'rlsurl': {
      const destinations = Array.isArray(rules.destinations) ? (rules.destinations as { url?: unknown }[]) : [];
      return str(rules.winner) || str(rules.defaultUrl) || str(destinations[0]?.url);
    }
    default:
      return str(rules.defaultUrl);
  }
}
