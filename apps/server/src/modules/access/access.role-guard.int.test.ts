import { permissionMessages, type Webhook } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AppError } from '../../lib/app-error.js'
import type { Actor, OperationContext } from '../../lib/context.js'
import { createSecretBox } from '../../lib/secret-box.js'
import { startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { createWebhook } from '../webhooks/operations/create-webhook.js'
import { listWebhooks } from '../webhooks/operations/list-webhooks.js'
import { createAccess } from './access.js'

// Routes only authenticate: the role an admin area needs is checked by its operations, so a
// job, the MCP server or a future route calling one cannot skip it.
let api: ContentApi

beforeAll(async () => {
  api = await startContentApi()
})

afterAll(async () => {
  await api?.close()
})

const webhook = {
  name: 'Role guard probe',
  url: 'https://hooks.example.com/role-guard',
  events: ['item.created' as const],
  enabled: true,
}

/** A context as a request makes it, for `actor`. */
function contextFor(actor: Actor | null): OperationContext {
  const { db, dialect } = api.server.app.database
  const ctx: OperationContext = { db, dialect, logger: api.server.app.log, actor }
  ctx.access = createAccess(ctx)
  return ctx
}

function actorWith(role: Actor['role']): Actor {
  return { userId: `${role}-id`, email: `${role}@example.com`, role, sessionId: 's', aal: 'aal1' }
}

async function webhookNames(): Promise<string[]> {
  const res = await api.call<{ data: Webhook[] }>('admin', 'GET', '/webhooks')
  expect(res.status).toBe(200)
  return res.body.data.map((hook) => hook.name)
}

describe(`role guards in operations on ${dialectUnderTest}`, () => {
  it('refuses an admin operation called directly by a lesser role, before reading or writing', async () => {
    const options = { secretBox: createSecretBox('role-guard-test-secret', 'webhook-secret') }
    for (const role of ['editor', 'viewer'] as const) {
      const ctx = contextFor(actorWith(role))
      const refusal = new AppError('forbidden', permissionMessages.roleRequired('admin', role))
      await expect(createWebhook(ctx, options, webhook)).rejects.toEqual(refusal)
      await expect(listWebhooks(ctx)).rejects.toEqual(refusal)
    }
    await expect(createWebhook(contextFor(null), options, webhook)).rejects.toMatchObject({
      code: 'unauthorized',
    })
    expect(await webhookNames()).not.toContain(webhook.name)
  })

  it('answers a viewer 403 over HTTP even for a valid body', async () => {
    const res = await api.call<{ error: { code: string; message: string } }>(
      'viewer',
      'POST',
      '/webhooks',
      webhook,
    )
    expect(res.status).toBe(403)
    expect(res.body.error).toMatchObject({
      code: 'forbidden',
      message: permissionMessages.roleRequired('admin', 'viewer'),
    })
    expect(await webhookNames()).not.toContain(webhook.name)
  })
})
