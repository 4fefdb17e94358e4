/**
 * Stable, snake_case error codes of the `/api/v1` surface, with the HTTP status each maps to.
 * Clients match on `code`, never on message text. Add a code here before throwing it.
 */
export const errorCodes = {
  /** The body, query or params did not pass the schema; `details` lists each problem. */
  validation_failed: 400,
  /** The body is not valid JSON. */
  invalid_json: 400,
  /** A request the server cannot understand for another reason. */
  bad_request: 400,
  /** No valid credentials were sent. */
  unauthorized: 401,
  /** The feature is part of a plan this installation is not on (Premium). */
  payment_required: 402,
  /** The caller is known but may not do this. */
  forbidden: 403,
  /** The record or route does not exist. */
  not_found: 404,
  /** The method is not allowed on this route. */
  method_not_allowed: 405,
  /** The request conflicts with the current state in a way no code below names. */
  conflict: 409,
  /** Someone saved a newer version since the caller read theirs; `details` name the current one. */
  stale_version: 409,
  /** The slug is taken by another record of its kind; `details` point at `slug`. */
  slug_taken: 409,
  /** Another record already has this name, email, code or URL, or it was already done. */
  already_exists: 409,
  /** Something else still uses the record (references, translations, items in a state). */
  in_use: 409,
  /** The change would leave no admin. */
  last_admin: 409,
  /** Admins cannot change their own role or access. */
  self_change: 409,
  /** An admin account cannot be deleted; demote it first. */
  admin_not_deletable: 409,
  /** Publishing needs an approved review first (Settings → Permissions). */
  review_required: 403,
  /** The plan's storage is used up. */
  quota_exceeded: 402,
  /** The feature needs configuration an admin has not given (an AI provider, payments). */
  not_configured: 422,
  /** The body is larger than the server accepts. */
  payload_too_large: 413,
  /** The body's media type is not one this route accepts. */
  unsupported_media_type: 415,
  /** The request is well formed but breaks a business rule. */
  unprocessable: 422,
  /** A plugin's hook refused the change; the message is the plugin's. */
  refused_by_plugin: 422,
  /** A delivery query ran past the server's time budget; a cheaper query answers it. */
  query_too_expensive: 422,
  /** Too many requests in the current window. */
  rate_limited: 429,
  /** Something failed on the server; the message never carries internals. */
  internal_error: 500,
  /** An outside service (an AI provider) failed or answered something unreadable. */
  upstream_error: 502,
  /** A dependency (the database) is not reachable. */
  service_unavailable: 503,
  /** An outside service (an AI provider) did not answer in time. */
  upstream_timeout: 504,
} as const

export type ErrorCode = keyof typeof errorCodes

/** Messages of a server that cannot answer right now; every surface words them the same. */
export const serviceMessages = {
  databaseUnavailable:
    'The database is not reachable right now. Please try again in a few seconds.',
  shuttingDown: 'The server is restarting. Please try again in a few seconds.',
  queryTooExpensive:
    'This query takes too long to answer. Page with after= cursors instead of deep page numbers, filter on a filterable field, or ask for a smaller pageSize.',
  databaseUnreachable: 'The database is unreachable',
  internalError: 'Something went wrong on our side. Please try again.',
  routeNotFound: (method: string, path: string) => `No route ${method} ${path}`,
  invalidInput: 'Invalid input',
  signInRequired: 'Sign in to continue',
  tooManyRequests: (after: string) => `Too many requests. Try again in ${after}.`,
  keyRateLimited: (limit: number, seconds: number) =>
    `Too many requests: this API key may make ${limit} requests per minute. Try again in ${seconds} seconds.`,
} as const

/** One problem in a request, pointing at the offending input by path (`email`, `fields.0.name`). */
export interface ErrorDetail {
  path: string
  message: string
}

/** The body of every error response under `/api/v1`. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode
    message: string
    details?: ErrorDetail[]
  }
}

/** Returns the HTTP status of a code. */
export function statusOf(code: ErrorCode): number {
  return errorCodes[code]
}
