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
    throw new ApiError(0, 'network_error', 'Could not reach the server.')
  }

  const json = await readJson(response)
  if (response.ok && typeof json === 'object' && json !== null && 'data' in json) {
    return (json as { data: T }).data
  }
  if (isApiErrorBody(json)) {
    const { code, message, details } = json.error
    throw new ApiError(response.status, code, message, Array.isArray(details) ? details : [])
  }
  throw new ApiError(response.status, 'unknown_error', `Unexpected response (${response.status}).`)
}
