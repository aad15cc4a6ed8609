import { api } from '../../../lib/api.ts';

/** The feature's slice: endpoints provide `Webhook`, delivery logs `WebhookDelivery`. */
export const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] });
