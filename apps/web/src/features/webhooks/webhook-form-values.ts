import type { Webhook, WebhookEvent } from '@folio/schema'

export interface WebhookFormValues {
  name: string
  url: string
  events: WebhookEvent[]
  enabled: boolean
}

export type WebhookFormField = 'name' | 'url' | 'events'
export type WebhookFormErrors = Partial<Record<WebhookFormField, string>>

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const webhookFormFields: readonly WebhookFormField[] = ['name', 'url', 'events']

export function webhookFormValues(webhook?: Webhook | null): WebhookFormValues {
  if (!webhook) return { name: '', url: '', events: [], enabled: true }
  return {
    name: webhook.name,
    url: webhook.url,
    events: [...webhook.events],
    enabled: webhook.enabled,
  }
}

const isField = (value: unknown): value is WebhookFormField =>
  webhookFormFields.some((field) => field === value)

/** Server error details (`url`, `events.0`) folded onto the form's fields. */
export function errorsFromDetails(details: { path: string; message: string }[]): WebhookFormErrors {
  const errors: WebhookFormErrors = {}
  for (const detail of details) {
    const field = detail.path.split('.')[0]
    if (isField(field)) errors[field] ??= detail.message
  }
  return errors
}
