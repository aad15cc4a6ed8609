import { api } from '../../../app/store/api.ts';

/** The security endpoints share two cache tags so a change refreshes what it affects. */
export const securityApi = api.enhanceEndpoints({ addTagTypes: ['Sessions', 'TwoFactor', 'AccountHistory'] });
