import type { CreateContactMessageInput } from '@folio/schema'

import { ApiError } from '@/lib/api-client'

export type ContactField = keyof CreateContactMessageInput
export type ContactFieldErrors = Partial<Record<ContactField, string>>

export const contactFields: readonly ContactField[] = ['name', 'email', 'message']

function isContactField(path: string): path is ContactField {
  return (contactFields as readonly string[]).includes(path)
}

/**
 * The first message per form field from a list of problems: zod issues (path as an array) or
 * the server's `details` (path as a string). Problems about other paths are ignored.
 */
export function toFieldErrors(
  problems: readonly { path: string | readonly PropertyKey[]; message: string }[],
): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  for (const problem of problems) {
    const path =
      typeof problem.path === 'string' ? problem.path : problem.path.map(String).join('.')
    if (isContactField(path) && !errors[path]) errors[path] = problem.message
  }
  return errors
}

/** A sentence for the form's error box when a failure is not about one field. */
export function generalErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.'
  if (error.code === 'network_error') {
    return 'We could not reach the server. Check your connection and try again.'
  }
  if (error.code === 'rate_limited' || error.status === 429) {
    return 'You have sent several messages in a short time. Please wait a minute and try again.'
  }
  if (error.status >= 500) {
    return 'Something went wrong on our side and your message was not sent. Please try again in a moment.'
  }
  return error.message || 'Your message could not be sent. Please try again.'
}
