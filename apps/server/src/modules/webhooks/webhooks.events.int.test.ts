import type { ContentItem, ContentType, WebhookEvent, WebhookWithSecret } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { OperationContext } from '../../lib/context.js'
import { withTransaction } from '../../lib/transaction.js'
import { dialectUnderTest } from '../../test/test-server.js'
import {
  eventually,
  sleep,
  startWebhookApi,
  startWebhookReceiver,
  verifySignature,
  type ReceivedRequest,
  type WebhookApi,
  type WebhookReceiver,
} from '../../test/webhook-receiver.js'
import { recordEvent } from './operations/record-event.js'

const itemEvents: WebhookEvent[] = [
  'item.created',
  'item.updated',
  'item.published',
  'item.unpublished',
  'item.deleted',
]

let api: WebhookApi
let receiver: WebhookReceiver
let items: WebhookWithSecret
let types: WebhookWithSecret
let disabled: WebhookWithSecret
let type: ContentType

async function createWebhook(path: string, events: WebhookEvent[], enabled = true) {
  const res = await api.call<{ data: WebhookWithSecret }>('admin', 'POST', '/webhooks', {
    name: path,
    url: `${receiver.url}${path}`,
    events,
    enabled,
  })
  expect(res.status).toBe(201)
  return res.body.data
}

beforeAll(async () => {
  api = await startWebhookApi()
  receiver = await startWebhookReceiver()
  items = await createWebhook('/items', itemEvents)
  types = await createWebhook('/types', ['content_type.changed'])
  disabled = await createWebhook('/disabled', [...itemEvents, 'content_type.changed'], false)
  const res = await api.call<{ data: ContentType }>('admin', 'POST', '/content-types', {
    name: 'Webhook Article',
    fields: [
      { name: 'body', type: 'text', required: true },
      { name: 'rating', type: 'number' },
    ],
  })
  expect(res.status).toBe(201)
  type = res.body.data
})
afterAll(async () => {
  await api?.close()
  await receiver?.close()
})

const itemsPath = () => `/content/${type.slug}/items`

/** Waits for `event` about `id` at `path` and checks its signature like a receiver would. */
async function delivered(path: string, event: string, id: string, secret: string) {
  const request = await receiver.waitFor(path, (r) => {
    const data = r.json.data as { id?: string; contentType?: { id: string } }
    return r.json.event === event && (data.id ?? data.contentType?.id) === id
  })
  expect(request.headers['folio-event']).toBe(event)
  expect(request.headers['folio-delivery']).toBe(request.json.id)
  expect(verifySignature(secret, request.headers['folio-signature'] as string, request.body)).toBe(
    true,
  )
  return request
}

/** The events a path received about item `id`, sorted (concurrent sends arrive in any order). */
function eventsAbout(path: string, id: string) {
  return receiver
    .at(path)
    .filter((r: ReceivedRequest) => (r.json.data as { id?: string }).id === id)
    .map((r) => r.json.event)
    .sort()
}

async function queuedFor(webhookId: string) {
  return api.server.app.database.db
    .selectFrom('webhook_deliveries')
    .select(['event', 'status'])
    .where('webhook_id', '=', webhookId)
    .execute()
}

describe(`webhook events from content writes on ${dialectUnderTest}`, () => {
  it('reports a content type created, to the webhook that subscribes to it only', async () => {
    const request = await delivered('/types', 'content_type.changed', type.id, types.secret)
    expect(request.json.data).toEqual({ action: 'created', contentType: type })
    expect(Date.parse(request.json.createdAt)).not.toBeNaN()
  })

  it('follows an item through create, publish, unpublish and delete', async () => {
    const created = await api.call<{ data: ContentItem }>('editor', 'POST', itemsPath(), {
      title: 'Hello hooks',
      data: { body: 'First words', rating: 3 },
    })
    expect(created.status).toBe(201)
    const item = created.body.data
    const createdEvent = await delivered('/items', 'item.created', item.id, items.secret)
    expect(createdEvent.json.data).toEqual(item)

    const published = await api.call<{ data: ContentItem }>(
      'editor',
      'PUT',
      `${itemsPath()}/${item.id}`,
      { title: 'Hello hooks', status: 'published', data: { body: 'Now live', rating: 4 } },
    )
    expect(published.status).toBe(200)
    const publishedEvent = await delivered('/items', 'item.published', item.id, items.secret)
    expect(publishedEvent.json.data).toEqual(published.body.data)
    const updatedEvent = await delivered('/items', 'item.updated', item.id, items.secret)
    expect(updatedEvent.json.data).toEqual(published.body.data)

    // A save that keeps it published is an update, not another publish.
    const edited = await api.call<{ data: ContentItem }>(
      'editor',
      'PUT',
      `${itemsPath()}/${item.id}`,
      { title: 'Hello hooks', status: 'published', data: { body: 'Edited', rating: 4 } },
    )
    await receiver.waitFor(
      '/items',
      (r) => r.json.event === 'item.updated' && (r.json.data as ContentItem).version === 3,
    )

    const unpublished = await api.call<{ data: ContentItem }>(
      'editor',
      'PUT',
      `${itemsPath()}/${item.id}`,
      { title: 'Hello hooks', status: 'draft', data: { body: 'Edited', rating: 4 } },
    )
    const unpublishedEvent = await delivered('/items', 'item.unpublished', item.id, items.secret)
    expect(unpublishedEvent.json.data).toEqual(unpublished.body.data)
    expect(unpublished.body.data.status).toBe('draft')

    expect((await api.call('editor', 'DELETE', `${itemsPath()}/${item.id}`)).status).toBe(204)
    const deletedEvent = await delivered('/items', 'item.deleted', item.id, items.secret)
    expect(deletedEvent.json.data).toEqual(unpublished.body.data)

    expect(eventsAbout('/items', item.id)).toEqual(
      [
        'item.created',
        'item.updated',
        'item.published',
        'item.updated',
        'item.updated',
        'item.unpublished',
        'item.deleted',
      ].sort(),
    )
    expect(edited.body.data.version).toBe(3)
    // Nothing about items went to the webhook that only wants content types, or the disabled one.
    expect((await queuedFor(types.id)).map((d) => d.event)).not.toContain('item.created')
    expect(eventsAbout('/types', item.id)).toEqual([])
    expect(await queuedFor(disabled.id)).toEqual([])
    expect(receiver.at('/disabled')).toEqual([])
  })

  it('reports an item created published as created and published', async () => {
    const res = await api.call<{ data: ContentItem }>('admin', 'POST', itemsPath(), {
      title: 'Born live',
      status: 'published',
      data: { body: 'Straight out' },
    })
    const item = res.body.data
    const published = await delivered('/items', 'item.published', item.id, items.secret)
    expect(published.json.data).toEqual(item)
    await delivered('/items', 'item.created', item.id, items.secret)
    expect(eventsAbout('/items', item.id)).toEqual(['item.created', 'item.published'])
  })

  it('reports a restored version as an update, keeping the status', async () => {
    const res = await api.call<{ data: ContentItem }>('editor', 'POST', itemsPath(), {
      title: 'Restorable',
      status: 'published',
      data: { body: 'Version one' },
    })
    const item = res.body.data
    await api.call('editor', 'PUT', `${itemsPath()}/${item.id}`, {
      title: 'Restorable',
      status: 'published',
      data: { body: 'Version two' },
    })
    const restored = await api.call<{ data: ContentItem }>(
      'editor',
      'POST',
      `${itemsPath()}/${item.id}/versions/1/restore`,
      {},
    )
    expect(restored.status).toBe(200)
    const event = await receiver.waitFor(
      '/items',
      (r) =>
        r.json.event === 'item.updated' &&
        (r.json.data as ContentItem).id === item.id &&
        (r.json.data as ContentItem).version === 3,
    )
    expect(event.json.data).toEqual(restored.body.data)
    expect((event.json.data as ContentItem).data).toMatchObject({ body: 'Version one' })
    await sleep(300)
    expect(eventsAbout('/items', item.id)).toEqual([
      'item.created',
      'item.published',
      'item.updated',
      'item.updated',
    ])
  })

  it('reports a scheduled item when the scheduler publishes it', async () => {
    const res = await api.call<{ data: ContentItem }>('editor', 'POST', itemsPath(), {
      title: 'Later',
      status: 'scheduled',
      scheduledFor: new Date(Date.now() + 1000).toISOString(),
      data: { body: 'Soon' },
    })
    expect(res.status).toBe(201)
    const event = await delivered('/items', 'item.published', res.body.data.id, items.secret)
    expect(event.json.data).toMatchObject({
      id: res.body.data.id,
      title: 'Later',
      status: 'published',
      scheduledFor: null,
      data: { body: 'Soon' },
      createdBy: res.body.data.createdBy,
    })
  })

  it('reports content type updates, copies and deletions', async () => {
    const updated = await api.call<{ data: ContentType }>(
      'admin',
      'PUT',
      `/content-types/${type.id}`,
      { name: 'Webhook Article', description: 'Now described', fields: type.fields },
    )
    expect(updated.status).toBe(200)
    const updateEvent = await receiver.waitFor(
      '/types',
      (r) => (r.json.data as { action: string }).action === 'updated',
    )
    expect(updateEvent.json.data).toEqual({ action: 'updated', contentType: updated.body.data })

    const copy = await api.call<{ data: ContentType }>(
      'admin',
      'POST',
      `/content-types/${type.id}/duplicate`,
    )
    expect(copy.status).toBe(201)
    const copyEvent = await delivered(
      '/types',
      'content_type.changed',
      copy.body.data.id,
      types.secret,
    )
    expect(copyEvent.json.data).toEqual({ action: 'created', contentType: copy.body.data })

    expect((await api.call('admin', 'DELETE', `/content-types/${copy.body.data.id}`)).status).toBe(
      204,
    )
    const deleteEvent = await receiver.waitFor(
      '/types',
      (r) => (r.json.data as { action: string }).action === 'deleted',
    )
    expect(deleteEvent.json.data).toEqual({ action: 'deleted', contentType: copy.body.data })
    expect(receiver.at('/items').some((r) => r.json.event === 'content_type.changed')).toBe(false)
  })

  it('queues nothing for a write that fails', async () => {
    const before = (await queuedFor(items.id)).length
    const invalid = await api.call('editor', 'POST', itemsPath(), {
      title: 'No body',
      data: { rating: 1 },
    })
    expect(invalid.status).toBe(400)

    // An event recorded inside a transaction that then fails is rolled back with it.
    const { db, dialect } = api.server.app.database
    const ctx: OperationContext = { db, dialect, logger: api.server.app.log, actor: null }
    await expect(
      withTransaction(ctx, async (trx) => {
        await recordEvent(trx, 'item.created', { id: 'doomed' })
        const queued = await trx.db
          .selectFrom('webhook_deliveries')
          .select('payload')
          .where('webhook_id', '=', items.id)
          .execute()
        expect(queued.some((row) => row.payload.includes('doomed'))).toBe(true)
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')

    await sleep(300)
    expect((await queuedFor(items.id)).length).toBe(before)
    expect(receiver.at('/items').some((r) => (r.json.data as { id: string }).id === 'doomed')).toBe(
      false,
    )
  })

  it('queues events again once a disabled webhook is enabled', async () => {
    await api.call('admin', 'PUT', `/webhooks/${disabled.id}`, {
      name: disabled.name,
      url: disabled.url,
      events: disabled.events,
      enabled: true,
    })
    const res = await api.call<{ data: ContentItem }>('editor', 'POST', itemsPath(), {
      title: 'Seen by all',
      data: { body: 'Everyone' },
    })
    await delivered('/disabled', 'item.created', res.body.data.id, disabled.secret)
    await eventually(async () =>
      (await queuedFor(disabled.id)).every((d) => d.status === 'succeeded'),
    )
  })
})
