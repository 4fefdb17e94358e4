export { deliverDueWebhooks } from './operations/deliver-due-webhooks.js'
export { subscribeWebhooks } from './lifecycle-hooks.js'
export { webhookDeliveryOptions, type WebhookDeliveryOptions } from './webhook-signing.js'
