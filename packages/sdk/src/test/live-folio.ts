import { createServer } from 'node:net'

import { expect } from 'vitest'

import { DEMO_PASSWORD } from '../../../../apps/server/src/auth/demo/demo-accounts.js'
import { authClient } from '../../../../apps/server/src/test/auth-helpers.js'
import {
  createTestInstallation,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../../../apps/server/src/test/test-server.js'
import type { ContentType, ContentTypeField } from '../types.js'

export { dialectUnderTest } from '../../../../apps/server/src/test/test-server.js'

/**
 * A real Folio server on a fresh database (SQLite, or PostgreSQL with DATABASE_URL), with the
 * demo admin signed in and an API key the SDK can call it with.
 */
export interface LiveFolio {
  server: TestServer
  url: string
  /** A read-write API key made by the admin. */
  apiKey: string
  /** Calls `/api/v1` as the signed-in demo admin and parses the JSON answer. */
  admin<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>
  /** Makes another API key; its secret. */
  createKey(scope: 'read' | 'read_write'): Promise<string>
  createType(
    name: string,
    slug: string,
    fields: Array<Pick<ContentTypeField, 'name' | 'type'> & Partial<ContentTypeField>>,
  ): Promise<ContentType>
  /** The type `sdk-notes` (a text field) with a published note and a draft one. */
  createNotes(): Promise<void>
  close(): Promise<void>
}

export async function startLiveFolio(env: NodeJS.ProcessEnv = {}): Promise<LiveFolio> {
  const installation: TestInstallation = await createTestInstallation()
  const server = await startTestServer(installation, { FOLIO_DEMO: 'true', ...env })
  const { data, error } = await authClient(server).signInWithPassword({
    email: 'admin@demo.folio.dev',
    password: DEMO_PASSWORD,
  })
  expect(error).toBeNull()
  const adminToken = data.session!.access_token

  async function admin<T>(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { authorization: `Bearer ${adminToken}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await server.request(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: res.body as T }
  }

  const key = await admin<{ data: { secret: string } }>('POST', '/api-keys', {
    name: 'SDK tests',
    scope: 'read_write',
  })
  expect(key.status).toBe(201)
  const apiKey = key.body.data.secret
  expect(apiKey.startsWith('folio_')).toBe(true)

  const createType: LiveFolio['createType'] = async (name, slug, fields) => {
    const res = await admin<{ data: ContentType }>('POST', '/content-types', { name, slug, fields })
    expect(res.status).toBe(201)
    return res.body.data
  }

  return {
    server,
    url: server.url,
    apiKey,
    admin,
    async createKey(scope) {
      const res = await admin<{ data: { secret: string } }>('POST', '/api-keys', {
        name: `SDK tests (${scope})`,
        scope,
      })
      expect(res.status).toBe(201)
      return res.body.data.secret
    },
    createType,
    async createNotes() {
      await createType('SDK Note', 'sdk-notes', [{ name: 'text', type: 'text' }])
      const notes = [
        { title: 'Public note', status: 'published', data: { text: 'hello' } },
        { title: 'Draft note', status: 'draft', data: { text: 'secret' } },
      ]
      for (const note of notes) {
        const res = await admin('POST', '/content/sdk-notes/items', note)
        expect(res.status).toBe(201)
      }
    },
    async close() {
      await server.close()
      await installation.destroy()
    },
  }
}

/** A URL where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return `http://127.0.0.1:${port}`
}
