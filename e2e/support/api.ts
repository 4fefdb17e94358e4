import { expect, type APIRequestContext } from '@playwright/test'

import { DEMO_PASSWORD } from './auth.js'

export type DemoRole = 'admin' | 'editor' | 'viewer'

/** An access token for a demo account, for preparing data through the API. */
export async function demoToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: `${role}@demo.folio.dev`, password: DEMO_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { access_token: string }
  return body.access_token
}

/** Calls `/api/v1` as a demo account and returns the parsed `data` of the answer. */
export async function apiAs<T>(
  request: APIRequestContext,
  role: DemoRole,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await demoToken(request, role)
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  )
  if (response.status() === 204) return undefined as T
  return ((await response.json()) as { data: T }).data
}
