import type { ApiErrorBody, ErrorCode, ErrorDetail } from '@folio/schema'

/** A failed call to `/api/v1`: the HTTP status plus the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode | 'network_error' | 'unknown_error'
  readonly details: ErrorDetail[]

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    details: ErrorDetail[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.details = details
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = value.error
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

/** Turns a failed response's body into an `ApiError`. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, details } = body.error
    return new ApiError(status, code, message, Array.isArray(details) ? details : [])
  }
  return new ApiError(status, 'unknown_error', `Unexpected response (${status}).`)
}

const networkError = () => new ApiError(0, 'network_error', 'Could not reach the server.')

/** POSTs JSON and returns the `data` of a `{ data }` answer; throws `ApiError` otherwise. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw networkError()
  }

  const json = await readJson(response)
  if (response.ok && typeof json === 'object' && json !== null && 'data' in json) {
    return (json as { data: T }).data
  }
  throw toApiError(response.status, json)
}

// ---------------------------------------------------------------------------------------------
// Signed-in calls. The auth layer registers how to get the access token, so this module (used by
// the public pages too) never loads the auth client itself.

interface ApiAuth {
  getAccessToken: () => Promise<string | null>
  /** Called after a 401 on a request that carried a token: the session may have been revoked. */
  onUnauthorized: () => void
}

let auth: ApiAuth = { getAccessToken: () => Promise.resolve(null), onUnauthorized: () => {} }

export function configureApiAuth(next: ApiAuth): void {
  auth = next
}

export type QueryValue = string | number | boolean | null | undefined

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  /** Sent as JSON, or as is for FormData. */
  body?: unknown
  signal?: AbortSignal
}

/** `/api/v1/users` plus `{ q: 'ada', page: 2 }` → `/api/v1/users?q=ada&page=2` (empty values dropped). */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

interface SendOptions extends Omit<ApiRequestOptions, 'query'> {
  accept: string
  /** Sent as the Bearer credential instead of the user's token: an API key secret. */
  bearer?: string | undefined
  /** More headers, sent as given (after Accept, Authorization and Content-Type). */
  headers?: Record<string, string> | undefined
}

/**
 * Sends one `/api/v1` request with the signed-in user's Bearer token (or `bearer`). A 401 to the
 * user's own token asks the auth layer whether the session still stands.
 */
async function send(path: string, options: SendOptions) {
  const { method = 'GET', body, signal, accept, bearer } = options
  const token = bearer ?? (await auth.getAccessToken())
  const headers = new Headers({ Accept: accept })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      signal: signal ?? null,
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw networkError()
  }
  const sentToken = !!token && headers.get('Authorization') === `Bearer ${token}`
  if (response.status === 401 && bearer === undefined && sentToken) auth.onUnauthorized()
  return response
}

/**
 * Calls `/api/v1` with the signed-in user's Bearer token and returns the parsed JSON body
 * (`undefined` for 204). Failures throw `ApiError` with the server's code and message.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { query, ...rest } = options
  const response = await send(withQuery(path, query), { ...rest, accept: 'application/json' })
  if (response.status === 204) return undefined as T
  const json = await readJson(response)
  if (response.ok) return json as T
  throw toApiError(response.status, json)
}

/**
 * Calls `/api/v1` as apiRequest does, but answers whatever JSON the server sent with its status,
 * failures included: for GraphQL, whose error answers are results to show. Only an answer that
 * is not JSON, or no answer at all, throws `ApiError`. `bearer` sends an API key instead of the
 * user's token; `headers` adds the caller's own.
 */
export async function apiResponse(
  path: string,
  options: Omit<ApiRequestOptions, 'query'> & Pick<SendOptions, 'bearer' | 'headers'> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await send(path, { ...options, accept: 'application/json' })
  const body = await readJson(response)
  if (body === null) throw toApiError(response.status, body)
  return { status: response.status, body }
}

export interface UploadOptions {
  method?: 'POST' | 'PUT'
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void
  /** Aborting rejects with an `AbortError` DOMException, as fetch does. */
  signal?: AbortSignal
}

function parseJsonText(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/**
 * Uploads a form with the Bearer token, reporting progress (fetch cannot report upload progress,
 * XMLHttpRequest can). Resolves with the parsed JSON body; throws `ApiError` like apiRequest.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = await auth.getAccessToken()
  signal?.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => signal?.removeEventListener('abort', onAbort)
    xhr.open(method, path)
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    })
    xhr.addEventListener('abort', () => {
      settle()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    })
    xhr.addEventListener('error', () => {
      settle()
      reject(networkError())
    })
    xhr.addEventListener('load', () => {
      settle()
      const json = parseJsonText(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1)
        resolve(json as T)
        return
      }
      if (xhr.status === 401 && token) auth.onUnauthorized()
      reject(toApiError(xhr.status, json))
    })
    xhr.send(form)
  })
}

/** A message fit for a toast or an error box, from anything a call may throw. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (error instanceof Error && error.message) return error.message
  return fallback
}

/**
 * Opens a signed-in `/api/v1` request whose answer is read as a stream (apiRequest reads the
 * whole body as JSON). Resolves with the response once it is ok; a failed one throws `ApiError`
 * from its JSON body, as apiRequest does. Aborting rethrows the `AbortError`.
 */
export async function apiStream(
  path: string,
  { method = 'POST', ...options }: Omit<ApiRequestOptions, 'query'> & { accept: string },
): Promise<Response> {
  const response = await send(path, { method, ...options })
  if (response.ok) return response
  throw toApiError(response.status, await readJson(response))
}
