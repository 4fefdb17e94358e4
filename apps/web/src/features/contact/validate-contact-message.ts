import { createContactMessageInputSchema } from '@folio/schema'
import type { CreateContactMessageInput } from '@folio/schema'

import { toFieldErrors } from './contact-errors'
import type { ContactFieldErrors } from './contact-errors'

export type ContactValidation =
  { ok: true; data: CreateContactMessageInput } | { ok: false; errors: ContactFieldErrors }

/**
 * Checks the form with the schema the server uses. Loaded on demand (it pulls in zod), so the
 * public pages' first load stays small.
 */
export function validateContactMessage(values: unknown): ContactValidation {
  const parsed = createContactMessageInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, errors: toFieldErrors(parsed.error.issues) }
}
