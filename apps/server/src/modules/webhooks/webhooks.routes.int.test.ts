import {
  webhookMessages,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookWithSecret,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSecretBox } from '../../lib/secret-box.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  startWebhookApi,
  startWebhookReceiver,
  verifySignature,
  type WebhookApi,
  type WebhookReceiver,
} from '../../test/webhook-receiver.js'

let api: WebhookApi
let receiver: WebhookReceiver

beforeAll(async () => {
  // Retries an hour away: whatever these tests see comes from the attempts they ask for.
  api = await startWebhookApi({ WEBHOOK_RETRY_BASE_MS: String(60 * 60 * 1000) })
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await api?.close()
  await receiver?.close()
})

async function createWebhook(path: string, events: string[] = ['item.created']) {
  const res = await api.call<{ data: WebhookWithSecret }>('admin', 'POST', '/webhooks', {
    name: `Hook ${path}`,
    url: `${receiver.url}${path}`,
    events,
  })
  expect(res.status).toBe(201)
  return res.body.data
}

describe(`webhook settings API on ${dialectUnderTest}`, () => {
  it('is for admins only', async () => {
    const hook = await createWebhook('/admins-only')
    for (const role of ['editor', 'viewer'] as const) {
      expect((await api.call(role, 'GET', '/webhooks')).status).toBe(403)
      expect((await api.call(role, 'GET', `/webhooks/${hook.id}`)).status).toBe(403)
      expect((await api.call(role, 'POST', `/webhooks/${hook.id}/test`)).status).toBe(403)
      const create = await api.call(role, 'POST', '/webhooks', {
        name: 'Sneaky',
        url: `${receiver.url}/sneaky`,
        events: ['item.created'],
      })
      expect(create.status).toBe(403)
      expect((await api.call(role, 'DELETE', `/webhooks/${hook.id}`)).status).toBe(403)
    }
    const anonymous = await api.server.request('/api/v1/webhooks')
    expect(anonymous.status).toBe(401)
    expect(receiver.at('/sneaky')).toHaveLength(0)
  })

  it('shows the secret once and keeps it sealed', async () => {
    const hook = await createWebhook('/sealed', ['item.created', 'item.deleted'])
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(hook).toMatchObject({
      name: 'Hook /sealed',
      url: `${receiver.url}/sealed`,
      events: ['item.created', 'item.deleted'],
      enabled: true,
      lastDeliveryStatus: null,
    })

    const list = await api.call<{ data: Webhook[] }>('admin', 'GET', '/webhooks')
    const listed = list.body.data.find((w) => w.id === hook.id)
    expect(listed).toBeDefined()
    expect(listed).not.toHaveProperty('secret')
    const one = await api.call<{ data: Webhook }>('admin', 'GET', `/webhooks/${hook.id}`)
    expect(one.body.data).not.toHaveProperty('secret')
    expect(JSON.stringify(one.body)).not.toContain(hook.secret)

    const row = await api.server.app.database.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow()
    expect(row.secret_sealed).not.toContain(hook.secret)
    expect(row.secret_sealed).not.toContain(hook.secret.slice('whsec_'.length))
    const box = createSecretBox(api.server.config.secret, 'webhook-secret')
    expect(box.open(row.secret_sealed)).toBe(hook.secret)
  })

  it('refuses bad input with the form messages', async () => {
    const badUrl = await api.call<{ error: { message: string } }>('admin', 'POST', '/webhooks', {
      name: 'Bad',
      url: 'ftp://example.com/hook',
      events: ['item.created'],
    })
    expect(badUrl.status).toBe(400)
    expect(badUrl.body.error.message).toBe(webhookMessages.urlInvalid)
    const noEvents = await api.call<{ error: { message: string } }>('admin', 'POST', '/webhooks', {
      name: 'Bad',
      url: `${receiver.url}/x`,
      events: [],
    })
    expect(noEvents.status).toBe(400)
    expect(noEvents.body.error.message).toBe(webhookMessages.eventsRequired)
    const unknownEvent = await api.call('admin', 'POST', '/webhooks', {
      name: 'Bad',
      url: `${receiver.url}/x`,
      events: ['item.exploded'],
    })
    expect(unknownEvent.status).toBe(400)
  })

  it('updates, rotates the secret and deletes with the delivery log', async () => {
    const hook = await createWebhook('/edit')
    const put = await api.call<{ data: Webhook }>('admin', 'PUT', `/webhooks/${hook.id}`, {
      name: 'Renamed',
      url: `${receiver.url}/edited`,
      events: ['item.published', 'content_type.changed'],
      enabled: false,
    })
    expect(put.status).toBe(200)
    expect(put.body.data).toMatchObject({
      name: 'Renamed',
      url: `${receiver.url}/edited`,
      events: ['item.published', 'content_type.changed'],
      enabled: false,
    })
    expect(put.body.data).not.toHaveProperty('secret')

    const rotated = await api.call<{ data: WebhookWithSecret }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/rotate-secret`,
    )
    expect(rotated.status).toBe(200)
    expect(rotated.body.data.secret).toMatch(/^whsec_/)
    expect(rotated.body.data.secret).not.toBe(hook.secret)

    // Deliveries from now on are signed with the new secret, and not the old one.
    const test = await api.call<{ data: WebhookDelivery }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/test`,
    )
    expect(test.body.data.status).toBe('succeeded')
    const received = await receiver.waitFor('/edited')
    const signature = received.headers['folio-signature'] as string
    expect(verifySignature(rotated.body.data.secret, signature, received.body)).toBe(true)
    expect(verifySignature(hook.secret, signature, received.body)).toBe(false)

    expect((await api.call('admin', 'DELETE', `/webhooks/${hook.id}`)).status).toBe(204)
    expect((await api.call('admin', 'GET', `/webhooks/${hook.id}`)).status).toBe(404)
    expect((await api.call('admin', 'DELETE', `/webhooks/${hook.id}`)).status).toBe(404)
    const left = await api.server.app.database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', hook.id)
      .execute()
    expect(left).toHaveLength(0)
  })

  it('answers 404 for a webhook that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await api.call('admin', 'GET', `/webhooks/${missing}`)).status).toBe(404)
    expect((await api.call('admin', 'POST', `/webhooks/${missing}/test`)).status).toBe(404)
    expect((await api.call('admin', 'GET', `/webhooks/${missing}/deliveries`)).status).toBe(404)
    const put = await api.call('admin', 'PUT', `/webhooks/${missing}`, {
      name: 'x',
      url: `${receiver.url}/x`,
      events: ['item.created'],
    })
    expect(put.status).toBe(404)
    expect((await api.call('admin', 'GET', '/webhooks/not-an-id')).status).toBe(400)
  })

  it('sends a signed test event whatever the webhook subscribes to, and logs it', async () => {
    const hook = await createWebhook('/test-event', ['item.deleted'])
    const res = await api.call<{ data: WebhookDelivery }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/test`,
    )
    expect(res.status).toBe(202)
    expect(res.body.data).toMatchObject({
      webhookId: hook.id,
      event: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      error: null,
      nextAttemptAt: null,
    })
    expect(res.body.data.durationMs).toBeGreaterThanOrEqual(0)

    const received = await receiver.waitFor('/test-event')
    expect(received.headers['content-type']).toBe('application/json')
    expect(received.headers['user-agent']).toBe('Folio-Webhooks/1')
    expect(received.headers['folio-event']).toBe('webhook.test')
    expect(received.headers['folio-delivery']).toBe(res.body.data.id)
    expect(
      verifySignature(hook.secret, received.headers['folio-signature'] as string, received.body),
    ).toBe(true)
    expect(received.json).toMatchObject({
      id: res.body.data.id,
      event: 'webhook.test',
      data: { webhook: { id: hook.id, name: hook.name } },
    })

    const log = await api.call<WebhookDeliveryPage>(
      'admin',
      'GET',
      `/webhooks/${hook.id}/deliveries`,
    )
    expect(log.body.meta).toEqual({ page: 1, pageSize: 20, total: 1 })
    expect(log.body.data[0]).toMatchObject({ id: res.body.data.id, status: 'succeeded' })
    expect(log.body.data[0]!.payload).toEqual(received.json)
    const one = await api.call<{ data: Webhook }>('admin', 'GET', `/webhooks/${hook.id}`)
    expect(one.body.data.lastDeliveryStatus).toBe('succeeded')
  })

  it('pages the delivery log, newest first', async () => {
    const hook = await createWebhook('/paged')
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await api.call<{ data: WebhookDelivery }>(
        'admin',
        'POST',
        `/webhooks/${hook.id}/test`,
      )
      ids.push(res.body.data.id)
    }
    const page = (n: number) =>
      api.call<WebhookDeliveryPage>(
        'admin',
        'GET',
        `/webhooks/${hook.id}/deliveries?page=${n}&pageSize=2`,
      )
    const pages = [await page(1), await page(2), await page(3), await page(4)]
    expect(pages.map((p) => p.body.data.length)).toEqual([2, 2, 1, 0])
    expect(pages[0]!.body.meta).toEqual({ page: 1, pageSize: 2, total: 5 })
    expect(pages.flatMap((p) => p.body.data.map((d) => d.id))).toEqual([...ids].reverse())

    const tooBig = await api.call('admin', 'GET', `/webhooks/${hook.id}/deliveries?pageSize=101`)
    expect(tooBig.status).toBe(400)
  })

  it('redelivers a failed delivery on request, under the same delivery id', async () => {
    const hook = await createWebhook('/redeliver')
    receiver.respond = (request) => (request.path === '/redeliver' ? 503 : 200)
    const first = await api.call<{ data: WebhookDelivery }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/test`,
    )
    expect(first.body.data).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 503,
      error: 'HTTP 503',
    })
    expect(first.body.data.nextAttemptAt).not.toBeNull()

    receiver.respond = () => 200
    const again = await api.call<{ data: WebhookDelivery }>(
      'admin',
      'POST',
      `/webhooks/${hook.id}/deliveries/${first.body.data.id}/redeliver`,
    )
    expect(again.status).toBe(202)
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      status: 'succeeded',
      responseStatus: 200,
      error: null,
    })
    const sent = receiver.at('/redeliver')
    expect(sent.map((r) => [r.headers['folio-delivery'], r.answered])).toEqual([
      [first.body.data.id, 503],
      [first.body.data.id, 200],
    ])
    expect(sent[1]!.body).toBe(sent[0]!.body)

    const missing = await api.call(
      'admin',
      'POST',
      `/webhooks/${hook.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
    )
    expect(missing.status).toBe(404)
  })
})
