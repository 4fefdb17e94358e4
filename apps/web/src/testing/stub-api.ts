import type { ErrorCode, ErrorDetail } from '@folio/schema'
import { http, HttpResponse } from 'msw'

import type { GetResponse, JsonBody } from './api-responses'
import { server } from './msw-server'

/** One request a stub answered, in the order they came. */
export interface StubCall {
  url: URL
  method: string
  /** Path parameters of the stub's path (`/api/v1/media/:id` → `{ id }`). */
  params: Record<string, string | readonly string[] | undefined>
  /** The JSON body sent, a FormData for uploads, or undefined without a body. */
  body: unknown
  headers: Headers
  /** Aborts when the app cancels the request. */
  signal: AbortSignal
}

/** What a stub answers: a JSON body, or a function of the request giving a body or a Response. */
export type Reply<Body> = Body | ((call: StubCall) => Body | Response | Promise<Body | Response>)

export interface StubOptions {
  /** Status of a JSON body (a Response a reply function returns carries its own). */
  status?: number
  /** Answer only the first matching request; later ones fall through to older stubs. */
  once?: boolean
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return request.json() as Promise<unknown>
  if (type.includes('multipart/form-data')) return request.formData()
  const text = await request.text()
  return text === '' ? undefined : text
}

function toResponse(value: unknown, status: number): Response {
  if (value instanceof Response) return value
  if (value === undefined || status === 204) return new HttpResponse(null, { status })
  return HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0], { status })
}

function stub<Body>(method: Method, path: string, reply: Reply<Body>, options: StubOptions = {}) {
  const calls: StubCall[] = []
  server.use(
    http[method](
      path,
      async ({ request, params }) => {
        const call: StubCall = {
          url: new URL(request.url),
          method: request.method,
          params,
          body: await readBody(request),
          headers: request.headers,
          signal: request.signal,
        }
        calls.push(call)
        const value =
          typeof reply === 'function'
            ? await (reply as (call: StubCall) => unknown)(call)
            : (reply as unknown)
        return toResponse(value, options.status ?? 200)
      },
      { once: options.once ?? false },
    ),
  )
  return calls
}

/**
 * Answers the app's API calls in a test. Each helper adds a stub for one method and path (msw
 * syntax: `/api/v1/media/:id`; the query string is not part of the match) and returns the list
 * of calls it answered, to assert on what the screen sent. A later stub of the same path wins.
 *
 *     stubApi.get('/api/v1/content-types', { data: [blogPost] })
 *     const saves = stubApi.put('/api/v1/settings/seo', ({ body }) => ({ data: body }))
 */
export const stubApi = {
  get: <Path extends string>(path: Path, reply: Reply<GetResponse<Path>>, options?: StubOptions) =>
    stub('get', path, reply, options),
  post: (path: string, reply: Reply<JsonBody | undefined>, options?: StubOptions) =>
    stub('post', path, reply, options),
  put: (path: string, reply: Reply<JsonBody | undefined>, options?: StubOptions) =>
    stub('put', path, reply, options),
  patch: (path: string, reply: Reply<JsonBody | undefined>, options?: StubOptions) =>
    stub('patch', path, reply, options),
  delete: (path: string, reply: Reply<JsonBody | undefined>, options?: StubOptions) =>
    stub('delete', path, reply, options),
}

/**
 * Every request the app sends from now on, answered or not, as `METHOD /path?query` in order: for
 * tests about what is asked and when (two reads together, nothing sent after a refused form).
 */
export function recordRequests(): string[] {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push(`${request.method} ${url.pathname}${url.search}`)
  })
  return seen
}

/** The server's error answer (`{ error: { code, message, details } }`) with its status. */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  details: ErrorDetail[] = [],
): Response {
  return HttpResponse.json({ error: { code, message, details } }, { status })
}

/**
 * 404 in the server's shape: for endpoints a screen asks but a test is not about (without its
 * own permissions the app falls back to the role's defaults, an unconfigured AI stays off).
 */
export function apiNotFound(): Response {
  return apiError(404, 'not_found', 'Not found')
}

/** A JSON answer with a status, for reply functions that pick the status per request. */
export function apiJson(body: unknown, status = 200): Response {
  return toResponse(body, status)
}
