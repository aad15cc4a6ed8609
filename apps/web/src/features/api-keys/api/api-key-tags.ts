import { api } from '../../../lib/api.ts';

/** The feature's slice: every API-key endpoint provides or invalidates `ApiKey`. */
export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] });
