import { api } from '../../../app/store/api.ts';

/** The feature's slice: every API-key endpoint provides or invalidates `ApiKey`. */
export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] });
