import type { ContactMessage, CreateContactMessageInput } from '@folio/schema'

import { postJson } from '@/lib/api-client'

/** Sends the public contact form: `POST /api/v1/contact-messages`, answered 201 `{ data }`. */
export function createContactMessage(input: CreateContactMessageInput): Promise<ContactMessage> {
  return postJson<ContactMessage>('/api/v1/contact-messages', input)
}
