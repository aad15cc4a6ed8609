import { api } from '../../../app/store/api.ts';

/** The feature's slice: every contacts endpoint provides or invalidates `Contact`. */
export const contactsApi = api.enhanceEndpoints({ addTagTypes: ['Contact'] });

export const CONTACTS_PAGE_SIZE = 20;
