import type { ApiKeyScope } from '@osm5/shared/schemas/api-keys';

/** i18n keys cannot hold the scope's colon (the namespace separator): `links:read` → `links_read`. */
export const scopeKey = (scope: ApiKeyScope): string => scope.replace(':', '_');
