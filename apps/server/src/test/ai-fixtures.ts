import type { AiConversation, AiStreamEvent } from '@folio/schema'
import { expect } from 'vitest'

import { findUserByEmail } from '../auth/repositories/users.repository.js'
import { createTestUser, signedInClient } from './auth-helpers.js'
import { startContentApi, type ContentApi, type Role } from './content-fixtures.js'
import { ALLOW_LOOPBACK_OUTBOUND } from './test-server.js'

/** A demo account, or another editor made for tests of who sees what. */
export type AiCaller = Role | 'other-editor'

export interface AiApi {
  api: ContentApi
  /** Calls `/api/v1<path>` as `as` (anonymously with null). */
  call<T = unknown>(
    as: AiCaller | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; headers: Headers; body: T }>
  /** Sends a prompt and reads the whole NDJSON answer (or the JSON error before it). */
  send(
    as: AiCaller,
    conversationId: string,
    prompt: string,
  ): Promise<{ status: number; headers: Headers; events: AiStreamEvent[]; body: unknown }>
  /** The raw streamed request, for tests that stop reading (or abort) mid-reply. */
  sendRaw(
    as: AiCaller,
    conversationId: string,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<Response>
  /** A new conversation of `as`. */
  conversation(as: AiCaller, title?: string): Promise<AiConversation>
  close(): Promise<void>
}

/**
 * A fresh installation for AI tests: the demo accounts plus a second editor, and the fake
 * providers on this machine allowed.
 */
export async function startAiApi(env: NodeJS.ProcessEnv = {}): Promise<AiApi> {
  const api = await startContentApi({ ...ALLOW_LOOPBACK_OUTBOUND, ...env })
  const tokens = new Map<AiCaller, string>()
  const other = await createTestUser(api.server, 'second-editor@example.com', { role: 'editor' })
  tokens.set('other-editor', (await signedInClient(api.server, other)).session.access_token)

  const tokenOf = async (as: AiCaller): Promise<string> => {
    const known = tokens.get(as)
    if (known) return known
    // ContentApi keeps the demo accounts' tokens to itself: sign in afresh.
    const user = await findUserByEmail(api.server.app.database.db, `${as}@demo.folio.dev`)
    const token = (await signedInClient(api.server, user!)).session.access_token
    tokens.set(as, token)
    return token
  }

  const headersFor = async (as: AiCaller | null, json: boolean) => ({
    ...(as ? { authorization: `Bearer ${await tokenOf(as)}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  })

  const sendRaw = async (
    as: AiCaller,
    conversationId: string,
    prompt: string,
    signal?: AbortSignal,
  ) =>
    fetch(`${api.server.url}/api/v1/ai/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: await headersFor(as, true),
      body: JSON.stringify({ prompt }),
      ...(signal && { signal }),
    })

  const self: AiApi = {
    api,
    async call<T>(
      as: AiCaller | null,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; headers: Headers; body: T }> {
      const res = await api.server.request(`/api/v1${path}`, {
        method,
        headers: await headersFor(as, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, headers: res.headers, body: res.body as T }
    },
    async send(as, conversationId, prompt) {
      const res = await sendRaw(as, conversationId, prompt)
      const text = await res.text()
      const ndjson = res.headers.get('content-type')?.startsWith('application/x-ndjson')
      return {
        status: res.status,
        headers: res.headers,
        events: ndjson ? parseEvents(text) : [],
        body: ndjson ? text : (JSON.parse(text) as unknown),
      }
    },
    sendRaw,
    async conversation(as, title) {
      const res = await self.call<{ data: AiConversation }>(
        as,
        'POST',
        '/ai/conversations',
        title === undefined ? {} : { title },
      )
      expect(res.status).toBe(201)
      return res.body.data
    },
    close: () => api.close(),
  }
  return self
}

/** One event per non-empty line. */
export function parseEvents(text: string): AiStreamEvent[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AiStreamEvent)
}

/** Waits until `check` passes (or gives up after about two seconds). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  let value = await read()
  for (let attempt = 0; attempt < 100 && !check(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    value = await read()
  }
  return value
}
