import { api } from '../../../app/store/api.ts';

/** The feature's slice: endpoints provide `Webhook`, delivery logs `WebhookDelivery`. */
export const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] });
