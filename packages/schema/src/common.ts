import { z } from 'zod'

// Rules and words several forms share: one definition, so the web app, the server and the auth
// service accept the same addresses and say the same thing.

export const commonMessages = {
  nameRequired: 'Name is required',
} as const

/** Asked before a form with unsaved changes closes or the user leaves it. */
export const unsavedChangesMessages = {
  title: 'Discard changes?',
  description: 'Your changes have not been saved. If you discard them, they are lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const

/** `ada@example.com` passes, `ada@` and `ada example.com` do not: a shape check, not delivery. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** An email field: trimmed and checked against EMAIL_PATTERN, refused with `message`. */
export function emailSchema(message: string) {
  return z.string({ error: message }).trim().regex(EMAIL_PATTERN, { error: message })
}
