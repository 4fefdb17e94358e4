import type { Analytics, ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AppError } from '../../lib/app-error.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { publishDueItems } from '../content/index.js'
import type { Change } from './index.js'

/**
 * The lifecycle as the server runs it: every stage once per change, in order; the built-in
 * side effects (webhook outbox, workflow, analytics) happen exactly once through it; what a
 * refusal undoes never reaches the after-commit stage.
 */
describe(`content lifecycle on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: { id: string; slug: string }
  const stages: string[] = []
  const committed: Change[] = []
  let totalsBefore: Analytics['totals']
  const totals = async () =>
    (await api.call<{ data: Analytics }>('admin', 'GET', '/analytics?days=7')).body.data.totals

  beforeAll(async () => {
    api = await startContentApi()
    type = await createType(api, 'Lifecycle', [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'text' },
    ])
    const { lifecycle } = api.server.app
    const owner = { owner: 'test' }
    for (const stage of ['beforeValidate', 'beforeChange', 'afterChange', 'afterCommit'] as const) {
      lifecycle.on(
        `item.${stage}`,
        (change) => {
          if (change.contentType.id !== type.id) return
          stages.push(`${stage}:${change.operation}`)
          if (stage === 'afterCommit') committed.push(change)
        },
        owner,
      )
    }
    lifecycle.on(
      'item.beforeValidate',
      (change) => (change.input?.title === 'shout' ? { data: { body: 'LOUD' } } : undefined),
      owner,
    )
    lifecycle.on(
      'item.afterChange',
      (change) => {
        if (change.item?.title === 'refuse after write') throw new AppError('conflict', 'Refused')
      },
      owner,
    )
    totalsBefore = await totals()
    const hook = await api.call('admin', 'POST', '/webhooks', {
      name: 'All items',
      url: 'https://hooks.example.com/folio',
      events: ['item.created', 'item.updated', 'item.published', 'item.deleted'],
    })
    expect(hook.status).toBe(201)
  })
  afterAll(async () => api?.close())

  const path = () => `/content/${type.slug}/items`
  // Sorted: the delivery worker updates rows as it tries them, and PostgreSQL returns updated
  // rows in no particular order.
  const deliveries = async () =>
    (
      await api.server.app.database.db
        .selectFrom('webhook_deliveries')
        .select(['event', 'payload'])
        .execute()
    )
      .map((row) => `${row.event}:${(JSON.parse(row.payload) as { data: ContentItem }).data.title}`)
      .sort()

  it('runs each stage once per save, in order, and a beforeValidate patch is saved', async () => {
    stages.length = 0
    const res = await api.call<{ data: ContentItem }>('editor', 'POST', path(), {
      title: 'shout',
      status: 'draft',
      data: { title: 'shout', body: 'quiet' },
    })
    expect(res.status).toBe(201)
    expect(res.body.data.data.body).toBe('LOUD')
    expect(stages).toEqual([
      'beforeValidate:create',
      'beforeChange:create',
      'afterChange:create',
      'afterCommit:create',
    ])
    const update = await api.call<{ data: ContentItem }>(
      'editor',
      'PUT',
      `${path()}/${res.body.data.id}`,
      {
        title: 'shout',
        status: 'published',
        data: { title: 'shout', body: 'again' },
      },
    )
    expect(update.status).toBe(200)
    expect(stages.slice(4)).toEqual([
      'beforeValidate:publish',
      'beforeChange:publish',
      'afterChange:publish',
      'afterCommit:publish',
    ])
    // The webhook outbox heard of each event exactly once.
    expect(await deliveries()).toEqual([
      'item.created:shout',
      'item.published:shout',
      'item.updated:shout',
    ])
  })

  it('undoes a change refused after its write, and runs no after-commit stage for it', async () => {
    stages.length = 0
    const before = await deliveries()
    const res = await api.call<{ error: { code: string } }>('editor', 'POST', path(), {
      title: 'refuse after write',
      status: 'draft',
      data: { title: 'refuse after write' },
    })
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } })
    expect(stages).toEqual(['beforeValidate:create', 'beforeChange:create', 'afterChange:create'])
    expect(await deliveries()).toEqual(before)
    const list = await api.call<{ meta: { total: number } }>('editor', 'GET', path())
    expect(list.body.meta.total).toBe(1)
  })

  it('refuses through the workflow gate before anything is written', async () => {
    const rule = await api.call('admin', 'PUT', '/settings/permissions', {
      requireReviewBeforePublish: true,
    })
    expect(rule.status).toBe(200)
    stages.length = 0
    const res = await api.call<{ error: { code: string } }>('editor', 'POST', path(), {
      title: 'Unreviewed',
      status: 'published',
      data: { title: 'Unreviewed' },
    })
    expect(res).toMatchObject({ status: 403, body: { error: { code: 'review_required' } } })
    expect(stages).toEqual(['beforeValidate:create', 'beforeChange:create'])
    await api.call('admin', 'PUT', '/settings/permissions', { requireReviewBeforePublish: false })
  })

  it('counts each created and published item once in analytics', async () => {
    // The one item saved so far was created once and published once.
    expect(await totals()).toMatchObject({
      created: totalsBefore.created + 1,
      published: totalsBefore.published + 1,
    })
  })

  it('runs the after-stages for the scheduler’s publish, as the system', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString()
    const item = await api.call<{ data: ContentItem }>('editor', 'POST', path(), {
      title: 'Later',
      status: 'scheduled',
      scheduledFor: soon,
      data: { title: 'Later' },
    })
    expect(item.status).toBe(201)
    stages.length = 0
    committed.length = 0
    const { database, lifecycle } = api.server.app
    const ctx = {
      db: database.db,
      dialect: database.dialect,
      logger: api.server.app.log,
      actor: null,
      lifecycle,
    }
    expect(await publishDueItems(ctx, new Date(Date.now() + 120_000))).toEqual([item.body.data.id])
    expect(stages).toEqual(['afterChange:publish', 'afterCommit:publish'])
    expect(committed[0]).toMatchObject({
      actor: null,
      cause: 'schedule',
      item: { status: 'published' },
    })
    expect((await deliveries()).filter((d) => d.endsWith(':Later'))).toEqual([
      'item.created:Later',
      'item.published:Later',
    ])
  })

  it('runs delete through beforeChange, afterChange and afterCommit', async () => {
    const list = await api.call<{ data: ContentItem[] }>('editor', 'GET', path())
    stages.length = 0
    const res = await api.call('editor', 'DELETE', `${path()}/${list.body.data[0]!.id}`)
    expect(res.status).toBe(204)
    expect(stages).toEqual(['beforeChange:delete', 'afterChange:delete', 'afterCommit:delete'])
    expect((await deliveries()).filter((d) => d.startsWith('item.deleted'))).toHaveLength(1)
  })
})
