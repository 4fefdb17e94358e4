import { AuthClient } from '@supabase/auth-js'
import { expect } from 'vitest'

import { serviceAuthContext } from '../auth/auth-context.js'
import { listOutboxMessages, type OutboxMessage } from '../modules/mail/mail-outbox.repository.js'
import { createUser, type CreateUserInput } from '../auth/operations/create-user.js'
import { issueSession } from '../auth/operations/issue-session.js'
import { hashPassword } from '../auth/passwords/password-hash.js'
import type { UserRow } from '../auth/repositories/users.repository.js'
import type { TestServer } from './test-server.js'

/** A strong password that passes the policy; tests share it to hash as little as possible. */
export const TEST_PASSWORD = 'violet-harbour-engine-27'

/** Storage for the client, as `localStorage` would be in a browser. */
export function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** The real `@supabase/auth-js` client, pointed at the test server's /auth/v1. */
export function authClient(server: TestServer, options: { flowType?: 'implicit' | 'pkce' } = {}) {
  const storage = memoryStorage()
  const client = new AuthClient({
    url: `${server.url}/auth/v1`,
    storage,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    flowType: options.flowType ?? 'implicit',
  })
  return Object.assign(client, { storage })
}

let testPasswordHash: Promise<string> | undefined

/**
 * A confirmed viewer (unless `input` says otherwise) made directly, without any email. Its
 * password is TEST_PASSWORD, hashed once per test file: argon2 is slow on purpose.
 */
export async function createTestUser(
  server: TestServer,
  email: string,
  input: Partial<CreateUserInput> = {},
): Promise<UserRow> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD)
  return createUser(serviceAuthContext(server.app), {
    email,
    password: TEST_PASSWORD,
    ...(input.password === undefined ? { passwordHash: await testPasswordHash } : {}),
    emailConfirmed: true,
    role: 'viewer',
    ...input,
  })
}

/**
 * A client signed in as `user` without a password check (a session issued directly), for
 * tests about what happens after sign-in.
 */
export async function signedInClient(server: TestServer, user: UserRow) {
  const session = await issueSession(serviceAuthContext(server.app), { user, method: 'password' })
  const client = authClient(server)
  const { error } = await client.setSession(session)
  expect(error).toBeNull()
  return { client, session }
}

export interface ReceivedMail extends OutboxMessage {
  links: string[]
  code: string | null
}

/**
 * The newest outbox message to `to` (of `kind`), waiting briefly for background sends.
 */
export async function latestMail(
  server: TestServer,
  to: string,
  kind?: string,
  options: { after?: string } = {},
): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await listOutboxMessages(server.app.database.db, { to })
    const found = messages.find(
      (m) => (!kind || m.kind === kind) && (!options.after || m.created_at > options.after),
    )
    if (found) {
      return {
        ...found,
        links: [...found.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
        code: /code:\s*(\d{6})/i.exec(found.text)?.[1] ?? null,
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
  throw new Error(`no ${kind ?? ''} mail to ${to}`)
}

/** The `token` query parameter of a verify link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token')
  expect(token).toBeTruthy()
  return token!
}

/**
 * Opens an email link on the test server (links name API_EXTERNAL_URL, which in tests is not
 * the random port) without following the 303, and parses its Location.
 */
export async function openLink(server: TestServer, link: string) {
  const url = new URL(link)
  const response = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  const target = new URL(location)
  return {
    status: response.status,
    location,
    url: target,
    fragment: new URLSearchParams(target.hash.slice(1)),
    query: target.searchParams,
  }
}
