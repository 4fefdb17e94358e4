import type { z } from 'zod'

import { ApiError } from '@/lib/api-client'

export type FieldErrors = Partial<Record<string, string>>

/** The first message per top-level field of a failed client-side check. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    errors[key] ??= issue.message
  }
  return errors
}

/** The server's per-field messages (`details`), when the error carries any. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  const errors: FieldErrors = {}
  for (const detail of error.details) errors[detail.path.split('.')[0]!] ??= detail.message
  return errors
}
