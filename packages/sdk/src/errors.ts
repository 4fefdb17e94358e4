/** One problem in a request, pointing at the offending input (`data.price`, `filter`). */
export interface FolioErrorDetail {
  path: string
  message: string
}

export interface FolioErrorInit {
  status: number
  code: string
  message: string
  details?: FolioErrorDetail[]
  headers?: Headers
  cause?: unknown
}

/**
 * Every failed call throws a FolioError: `status` is the HTTP status (0 when the server could
 * not be reached), `code` the API's stable error code (`not_found`, `validation_failed`, ...).
 */
export class FolioError extends Error {
  override name = 'FolioError'
  readonly status: number
  readonly code: string
  readonly details: FolioErrorDetail[]
  /** The response's headers, when there was a response. */
  readonly headers: Headers | undefined

  constructor(init: FolioErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.status = init.status
    this.code = init.code
    this.details = init.details ?? []
    this.headers = init.headers
  }
}

/** 401: no key, or a revoked or unknown one. 403: the key may not do this (scope, API disabled). */
export class FolioAuthError extends FolioError {
  override name = 'FolioAuthError'
}

/** 404: no such content type, item or route. */
export class FolioNotFoundError extends FolioError {
  override name = 'FolioNotFoundError'
}

/** 400 or 422: the query or body was refused; `details` names each problem. */
export class FolioValidationError extends FolioError {
  override name = 'FolioValidationError'
}

/** 429: the key used up its requests for now. */
export class FolioRateLimitError extends FolioError {
  override name = 'FolioRateLimitError'
  /** Seconds to wait before trying again (`Retry-After`), when the server said. */
  readonly retryAfter: number | null
  /** Requests allowed per window (`RateLimit-Limit`). */
  readonly limit: number | null
  /** Requests left in the window (`RateLimit-Remaining`). */
  readonly remaining: number | null
  /** Seconds until the window resets (`RateLimit-Reset`). */
  readonly reset: number | null

  constructor(init: FolioErrorInit) {
    super(init)
    const headers = init.headers
    this.retryAfter = retryAfterSeconds(headers?.get('retry-after') ?? null)
    this.limit = headerNumber(headers, 'ratelimit-limit')
    this.remaining = headerNumber(headers, 'ratelimit-remaining')
    this.reset = headerNumber(headers, 'ratelimit-reset')
  }
}

function headerNumber(headers: Headers | undefined, name: string): number | null {
  const text = headers?.get(name)?.trim()
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null
  return Number(text)
}

/** `Retry-After` is either seconds or an HTTP date. */
function retryAfterSeconds(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const at = Date.parse(text)
  if (Number.isNaN(at)) return null
  return Math.max(0, Math.ceil((at - Date.now()) / 1000))
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown }
  /** GraphQL's shape, for a query refused before it ran (syntax, validation, limits). */
  errors?: unknown
}

interface GraphqlErrorEntry {
  message?: unknown
  path?: unknown
  extensions?: { code?: unknown }
}

/** A refused GraphQL query as the REST error shape: the first error's code and message. */
function fromGraphqlErrors(value: unknown): ErrorBody['error'] {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const entries = value.filter(
    (entry): entry is GraphqlErrorEntry => typeof entry === 'object' && !!entry,
  )
  const first = entries[0]
  return {
    code: first?.extensions?.code,
    message: first?.message,
    details: entries.map((entry) => ({
      path: Array.isArray(entry.path) ? entry.path.join('.') : 'query',
      message: entry.message,
    })),
  }
}

function detailsOf(value: unknown): FolioErrorDetail[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && !!entry)
    .map((entry) => ({
      path: typeof entry.path === 'string' ? entry.path : '',
      message: typeof entry.message === 'string' ? entry.message : '',
    }))
}

function errorClassFor(status: number): typeof FolioError {
  if (status === 401 || status === 403) return FolioAuthError
  if (status === 404) return FolioNotFoundError
  if (status === 400 || status === 422) return FolioValidationError
  if (status === 429) return FolioRateLimitError
  return FolioError
}

/**
 * The error for a failed response: the `{ error: { code, message, details } }` body when the
 * API sent one (or GraphQL's `{ errors }` for a refused query), otherwise the status alone (a
 * proxy's HTML page, say).
 */
export async function errorFromResponse(response: Response): Promise<FolioError> {
  const text = await response.text().catch(() => '')
  let body: ErrorBody | undefined
  try {
    body = JSON.parse(text) as ErrorBody
  } catch {
    body = undefined
  }
  const error = body?.error ?? fromGraphqlErrors(body?.errors)
  const ErrorClass = errorClassFor(response.status)
  const statusText = response.statusText ? ` ${response.statusText}` : ''
  return new ErrorClass({
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : `http_${response.status}`,
    message:
      typeof error?.message === 'string'
        ? error.message
        : `Request failed with status ${response.status}${statusText}`,
    details: detailsOf(error?.details),
    headers: response.headers,
  })
}
