import type { ApiKeyScope, ApiKeyWithSecret } from '@folio/schema'
import { expect } from 'vitest'

import type { ContentApi } from './content-fixtures.js'
import type { TestServer } from './test-server.js'

let keyCount = 0

/** A new API key made by the demo admin through the API, with its secret. */
export async function createApiKey(
  api: ContentApi,
  scope: ApiKeyScope = 'read',
): Promise<ApiKeyWithSecret> {
  keyCount += 1
  const res = await api.call<{ data: ApiKeyWithSecret }>('admin', 'POST', '/api-keys', {
    name: `Key ${keyCount}`,
    scope,
  })
  expect(res.status).toBe(201)
  return res.body.data
}

export interface KeyCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS'
  body?: unknown
  headers?: Record<string, string>
}

/** Calls `/api/v1<path>` with an API key (or none, with null), as an app would. */
export function callWithKey(
  server: TestServer,
  secret: string | null,
  path: string,
  { method = 'GET', body, headers = {} }: KeyCall = {},
) {
  return server.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
