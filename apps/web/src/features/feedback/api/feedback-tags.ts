import { api } from '../../../app/store/api.ts';

/** The feature's slice: every feedback endpoint provides or invalidates `Feedback`. */
export const feedbackApi = api.enhanceEndpoints({ addTagTypes: ['Feedback'] });

export const FEEDBACK_PAGE_SIZE = 10;
