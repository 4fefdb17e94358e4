import {
  webhookMessages,
  type ContentItem,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookWithSecret,
} from '@folio/schema'
import { Webhook as StandardWebhook } from 'standardwebhooks'
import { Webhook as SvixWebhook } from 'svix'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { OperationContext } from '../../lib/context.js'
import {
  ALLOW_LOOPBACK_OUTBOUND,
  dialectUnderTest,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js'
import {
  eventually,
  sleep,
  startWebhookApi,
  startWebhookReceiver,
  verifySignature,
  type WebhookApi,
  type WebhookReceiver,
} from '../../test/webhook-receiver.js'
import { deliverDueWebhooks, webhookDeliveryOptions } from './index.js'
import { recordEvent } from './operations/record-event.js'

const BASE_MS = 50
const TIMEOUT_MS = 1000

let receiver: WebhookReceiver

beforeAll(async () => {
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver?.close()
})

async function createWebhook(api: WebhookApi, url: string, events = ['item.created']) {
  const res = await api.call<{ data: WebhookWithSecret }>('admin', 'POST', '/webhooks', {
    name: url,
    url: url.startsWith('http') ? url : `${receiver.url}${url}`,
    events,
  })
  expect(res.status).toBe(201)
  return res.body.data
}

/** A content type of its own, so items need nothing but a title. */
async function createNoteType(api: WebhookApi) {
  const res = await api.call('admin', 'POST', '/content-types', {
    name: 'Note',
    slug: 'note',
    fields: [{ name: 'text', type: 'text' }],
  })
  expect(res.status).toBe(201)
}

async function createItem(api: WebhookApi, title: string) {
  const res = await api.call<{ data: ContentItem }>('editor', 'POST', '/content/note/items', {
    title,
  })
  expect(res.status).toBe(201)
  return res.body.data
}

async function deliveryLog(api: WebhookApi, webhookId: string) {
  const res = await api.call<WebhookDeliveryPage>(
    'admin',
    'GET',
    `/webhooks/${webhookId}/deliveries`,
  )
  expect(res.status).toBe(200)
  return res.body.data
}

/** A receiver answer the test decides later, while the delivery is held in flight. */
function gate() {
  let open!: (status: number) => void
  const answer = new Promise<number>((resolve) => (open = resolve))
  return { answer, open }
}

describe(`webhook delivery and retries on ${dialectUnderTest}`, () => {
  let api: WebhookApi

  beforeAll(async () => {
    api = await startWebhookApi({
      WEBHOOK_RETRY_BASE_MS: String(BASE_MS),
      WEBHOOK_MAX_ATTEMPTS: '3',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    })
    await createNoteType(api)
  })
  afterAll(async () => {
    await api?.close()
  })

  it('retries a receiver that fails twice and delivers on the third attempt', async () => {
    const hook = await createWebhook(api, '/flaky')
    const gates = [gate(), gate(), gate()]
    receiver.respond = (request) =>
      request.path === '/flaky' ? gates[receiver.at('/flaky').length - 1]!.answer : 200
    const item = await createItem(api, 'Retried')

    // Each attempt is held at the receiver while the log is read: it shows the one before.
    await receiver.waitFor('/flaky')
    let [delivery] = await deliveryLog(api, hook.id)
    expect(delivery).toMatchObject({ event: 'item.created', status: 'pending', attempts: 0 })
    gates[0]!.open(500)

    await eventually(async () => receiver.at('/flaky').length === 2)
    ;[delivery] = await deliveryLog(api, hook.id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 })
    expect(delivery!.error).toBe('HTTP 500')
    expect(delivery!.durationMs).toBeGreaterThanOrEqual(0)
    const firstWait = Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!)
    expect(firstWait).toBeGreaterThanOrEqual(BASE_MS * 0.9 - 1)
    expect(firstWait).toBeLessThanOrEqual(BASE_MS * 1.1 + 1)
    gates[1]!.open(500)

    await eventually(async () => receiver.at('/flaky').length === 3)
    ;[delivery] = await deliveryLog(api, hook.id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 })
    const secondWait = Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!)
    expect(secondWait).toBeGreaterThanOrEqual(2 * BASE_MS * 0.9 - 1)
    expect(secondWait).toBeLessThanOrEqual(2 * BASE_MS * 1.1 + 1)
    gates[2]!.open(200)

    delivery = await eventually(async () => {
      const [latest] = await deliveryLog(api, hook.id)
      return latest?.status === 'succeeded' ? latest : undefined
    })
    expect(delivery).toMatchObject({
      attempts: 3,
      responseStatus: 200,
      error: null,
      nextAttemptAt: null,
    })
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0)

    // The same signed bytes each time, under one delivery id.
    const attempts = receiver.at('/flaky')
    expect(attempts.map((r) => r.answered)).toEqual([500, 500, 200])
    for (const attempt of attempts) {
      expect(attempt.headers['folio-delivery']).toBe(delivery.id)
      expect(attempt.body).toBe(attempts[0]!.body)
      const signature = attempt.headers['folio-signature'] as string
      expect(verifySignature(hook.secret, signature, attempt.body)).toBe(true)
    }
    expect(attempts[0]!.json).toMatchObject({ id: delivery.id, data: { id: item.id } })
    await sleep(300)
    expect(receiver.at('/flaky')).toHaveLength(3)
  })

  it('signs in the Standard Webhooks scheme that standardwebhooks and svix verify', async () => {
    const hook = await createWebhook(api, '/standard')
    receiver.respond = (request) => (request.path === '/standard' ? 200 : 204)
    await createItem(api, 'Verified by the book')
    const [attempt] = await eventually(async () => {
      const received = receiver.at('/standard')
      return received.length ? received : undefined
    })
    const headers = {
      'webhook-id': attempt!.headers['webhook-id'] as string,
      'webhook-timestamp': attempt!.headers['webhook-timestamp'] as string,
      'webhook-signature': attempt!.headers['webhook-signature'] as string,
    }
    // The id is the delivery's, the one a receiver already has in Folio-Delivery.
    expect(headers['webhook-id']).toBe(attempt!.headers['folio-delivery'])
    expect(new StandardWebhook(hook.secret).verify(attempt!.body, headers)).toMatchObject({
      event: 'item.created',
    })
    expect(new SvixWebhook(hook.secret).verify(attempt!.body, headers)).toMatchObject({
      event: 'item.created',
    })
    // A changed body or another secret is refused by both.
    const tampered = attempt!.body.replace('Verified', 'Forged')
    expect(() => new StandardWebhook(hook.secret).verify(tampered, headers)).toThrow()
    expect(() => new SvixWebhook(hook.secret).verify(tampered, headers)).toThrow()
    const other = await createWebhook(api, '/other-standard')
    expect(() => new SvixWebhook(other.secret).verify(attempt!.body, headers)).toThrow()
    // Existing receivers keep checking Folio-Signature.
    const signature = attempt!.headers['folio-signature'] as string
    expect(verifySignature(hook.secret, signature, attempt!.body)).toBe(true)
  })

  it('gives up after the last attempt and marks the delivery failed', async () => {
    const hook = await createWebhook(api, '/broken')
    receiver.respond = (request) => (request.path === '/broken' ? 500 : 200)
    await createItem(api, 'Never received')
    const delivery = await eventually(async () => {
      const [latest] = await deliveryLog(api, hook.id)
      return latest?.status === 'failed' ? latest : undefined
    })
    expect(delivery).toMatchObject({ attempts: 3, responseStatus: 500, nextAttemptAt: null })
    await sleep(400)
    expect(receiver.at('/broken')).toHaveLength(3)
    const one = await api.call<{ data: { lastDeliveryStatus: string } }>(
      'admin',
      'GET',
      `/webhooks/${hook.id}`,
    )
    expect(one.body.data.lastDeliveryStatus).toBe('failed')
  })

  it('logs that a receiver could not be reached, without saying why', async () => {
    // A port that was just free: nothing listens there.
    const closed = await startWebhookReceiver()
    const url = `${closed.url}/gone`
    await closed.close()
    const hook = await createWebhook(api, url)
    const res = await api.call<{ data: WebhookDelivery }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/test`,
    )
    expect(res.body.data).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null })
    expect(res.body.data.error).toBe(webhookMessages.deliveryFailed)
  })

  it('gives up on a receiver that does not answer in time, and tries again', async () => {
    const hook = await createWebhook(api, '/slow')
    receiver.respond = (request) =>
      request.path === '/slow' && receiver.at('/slow').length === 1
        ? sleep(TIMEOUT_MS + 500).then(() => 200)
        : 200
    const res = await api.call<{ data: WebhookDelivery }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/test`,
    )
    expect(res.body.data).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: webhookMessages.deliveryFailed,
    })
    // How long it waited is not told: it would set a silent port apart from a closed one.
    expect(res.body.data.durationMs).toBeNull()
    const done = await eventually(async () => {
      const [latest] = await deliveryLog(api, hook.id)
      return latest?.status === 'succeeded' ? latest : undefined
    })
    expect(done.attempts).toBe(2)
  })

  it('holds a disabled webhook’s queued deliveries until it is enabled again', async () => {
    const hook = await createWebhook(api, '/paused')
    const held = gate()
    receiver.respond = (request) => (request.path === '/paused' ? held.answer : 200)
    await createItem(api, 'Paused')
    await receiver.waitFor('/paused')
    const input = { name: hook.name, url: hook.url, events: hook.events }
    await api.call('admin', 'PUT', `/webhooks/${hook.id}`, { ...input, enabled: false })
    held.open(503)
    receiver.respond = () => 200

    await sleep(600)
    expect(receiver.at('/paused')).toHaveLength(1)
    const [waiting] = await deliveryLog(api, hook.id)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 })

    await api.call('admin', 'PUT', `/webhooks/${hook.id}`, { ...input, enabled: true })
    await eventually(async () => (await deliveryLog(api, hook.id))[0]?.status === 'succeeded')
    expect(receiver.at('/paused').map((r) => r.answered)).toEqual([503, 200])
  })

  it('never sends one delivery twice when two servers share the database', async () => {
    const hook = await createWebhook(api, '/shared')
    receiver.respond = async () => {
      await sleep(10)
      return 200
    }
    const other: TestServer = await startTestServer(api.installation, {
      ...ALLOW_LOOPBACK_OUTBOUND,
      SCHEDULER_INTERVAL_MS: '100',
      WEBHOOK_RETRY_BASE_MS: String(BASE_MS),
    })
    try {
      const { db, dialect } = api.server.app.database
      const ctx: OperationContext = { db, dialect, logger: api.server.app.log, actor: null }
      for (let i = 0; i < 30; i++) await recordEvent(ctx, 'item.created', { n: i })
      // Both servers' schedulers are running too; these calls race them and each other.
      const contexts = [api.server, other].map((server) => ({
        ctx: { ...ctx, db: server.app.database.db },
        options: webhookDeliveryOptions(server.config, server.app.outbound.fetch),
      }))
      await Promise.all(contexts.map(({ ctx, options }) => deliverDueWebhooks(ctx, options)))
      await eventually(async () =>
        (await deliveryLog(api, hook.id)).every((d) => d.status === 'succeeded'),
      )
      const ids = receiver.at('/shared').map((r) => r.headers['folio-delivery'])
      expect(ids).toHaveLength(30)
      expect(new Set(ids).size).toBe(30)
    } finally {
      await other.close()
    }
  })
})

describe(`webhook deliveries across a restart on ${dialectUnderTest}`, () => {
  let api: WebhookApi

  beforeAll(async () => {
    // A retry far enough away that the server is down when it falls due.
    api = await startWebhookApi({ WEBHOOK_RETRY_BASE_MS: '2000' })
    await createNoteType(api)
  })
  afterAll(async () => {
    await api?.close()
  })

  it('finishes a retry after a restart, sending it once more and no more', async () => {
    const hook = await createWebhook(api, '/restart')
    receiver.respond = (request) => (request.path === '/restart' ? 500 : 200)
    const item = await createItem(api, 'Survives a restart')
    await receiver.waitFor('/restart')
    await eventually(async () => (await deliveryLog(api, hook.id))[0]?.attempts === 1)

    await api.restart()
    receiver.respond = () => 200
    const [pending] = await deliveryLog(api, hook.id)
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 })

    const done = await eventually(async () => {
      const [latest] = await deliveryLog(api, hook.id)
      return latest?.status === 'succeeded' ? latest : undefined
    })
    expect(done).toMatchObject({ id: pending!.id, attempts: 2, responseStatus: 200 })
    await sleep(1500)
    const received = receiver.at('/restart')
    expect(received.map((r) => r.answered)).toEqual([500, 200])
    expect(received[1]!.json).toMatchObject({
      id: done.id,
      event: 'item.created',
      data: { id: item.id },
    })
    expect(
      verifySignature(
        hook.secret,
        received[1]!.headers['folio-signature'] as string,
        received[1]!.body,
      ),
    ).toBe(true)
  })
})
