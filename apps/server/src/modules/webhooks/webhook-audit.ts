import type { Webhook } from '@folio/schema'

/** What the audit log keeps of a webhook: never its secret. */
export function webhookForAudit(webhook: Webhook) {
  return { name: webhook.name, url: webhook.url, events: webhook.events, enabled: webhook.enabled }
}
