import type { ErrorCode, ErrorDetail } from '@folio/schema'

/**
 * The one error type operations throw. The error-handler plugin turns it into the documented
 * `{ error: { code, message, details } }` body with the status that belongs to `code`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** How long a `503` asks clients to wait before trying again (`Retry-After`, in seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5
