import { randomUUID } from 'node:crypto'

import type { ApiErrorBody, ContentItem, ContentTypeField, ContentVersion } from '@folio/schema'
import { expect } from 'vitest'

import { DEMO_PASSWORD } from '../auth/demo/demo-accounts.js'
import { nowIso } from '../lib/clock.js'
import {
  insertContentType,
  updateContentType,
} from '../modules/content-types/content-types.repository.js'
import { authClient } from './auth-helpers.js'
import {
  createTestInstallation,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from './test-server.js'

export type Role = 'admin' | 'editor' | 'viewer'
export interface ItemBody {
  data: ContentItem
}
export interface ItemListBody {
  data: ContentItem[]
  meta: { page: number; pageSize: number; total: number }
}
export interface VersionListBody {
  data: ContentVersion[]
}
export type ErrorBody = ApiErrorBody

export interface ContentApi {
  server: TestServer
  /** Calls the API as a demo account (or anonymously with `null`). */
  call<T = unknown>(
    as: Role | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>
  close(): Promise<void>
}

/**
 * A fresh installation with the demo accounts signed in, for content API tests; `env` adds
 * settings (a low rate limit, say).
 */
export async function startContentApi(env: NodeJS.ProcessEnv = {}): Promise<ContentApi> {
  const installation: TestInstallation = await createTestInstallation()
  const server = await startTestServer(installation, { FOLIO_DEMO: 'true', ...env })
  return signedInApi(server, () => installation.destroy())
}

/**
 * The demo accounts signed in on a running server (another instance of an installation, say);
 * `close` stops the server, then runs `cleanUp`.
 */
export async function signedInApi(
  server: TestServer,
  cleanUp: () => Promise<void> = async () => {},
): Promise<ContentApi> {
  const tokens = {} as Record<Role, string>
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    const { data, error } = await authClient(server).signInWithPassword({
      email: `${role}@demo.folio.dev`,
      password: DEMO_PASSWORD,
    })
    expect(error).toBeNull()
    tokens[role] = data.session!.access_token
  }
  return {
    server,
    async call<T>(
      as: Role | null,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; body: T }> {
      const headers: Record<string, string> = {}
      if (as) headers.authorization = `Bearer ${tokens[as]}`
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await server.request(`/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: res.body as T }
    },
    async close() {
      await server.close()
      await cleanUp()
    },
  }
}

export type FieldSpec = Pick<ContentTypeField, 'name' | 'type'> & Partial<ContentTypeField>

/** Creates a content type straight in the database and returns it with its field ids. */
export async function createType(
  api: ContentApi,
  name: string,
  fields: FieldSpec[],
): Promise<{ id: string; slug: string; fields: ContentTypeField[] }> {
  const type = {
    id: randomUUID(),
    name,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${randomUUID().slice(0, 8)}`,
    description: '',
    fields: fields.map((field) => ({
      id: randomUUID(),
      required: false,
      description: '',
      ...field,
    })),
    createdAt: nowIso(),
  }
  await insertContentType(api.server.app.database.db, type)
  return type
}

/** Replaces a type's fields in the database (as a content-type edit would). */
export async function setTypeFields(
  api: ContentApi,
  type: { id: string; slug: string; fields: ContentTypeField[] },
  fields: ContentTypeField[],
) {
  await updateContentType(api.server.app.database.db, type.id, {
    name: type.slug,
    slug: type.slug,
    description: '',
    fields,
    updatedAt: nowIso(),
  })
}
