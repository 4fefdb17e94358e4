export { deliverDueWebhooks } from './operations/deliver-due-webhooks.js'
export { recordEvent, recordItemEvents } from './operations/record-event.js'
export { webhookDeliveryOptions, type WebhookDeliveryOptions } from './webhook-signing.js'
