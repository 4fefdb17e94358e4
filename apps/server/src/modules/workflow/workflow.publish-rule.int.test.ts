import type { ApiErrorBody, ContentItem, PermissionSettings, WorkflowItem } from '@folio/schema'
import { workflowMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createType,
  startContentApi,
  type ContentApi,
  type Role,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

describe(`Settings → Permissions: review before publishing, on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Awaited<ReturnType<typeof createType>>
  let adminId: string

  beforeAll(async () => {
    api = await startContentApi()
    type = await createType(api, 'Page', [{ name: 'body', type: 'text' }])
    const admin = await api.server.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.folio.dev')
      .executeTakeFirstOrThrow()
    adminId = admin.id
  })
  afterAll(async () => {
    await api.close()
  })

  const items = () => `/content/${type.slug}/items`
  type ItemAnswer = { data: ContentItem } & ApiErrorBody

  function create(as: Role, title: string, status: string, extra: Record<string, unknown> = {}) {
    return api.call<ItemAnswer>(as, 'POST', items(), {
      title,
      status,
      data: { body: 'Hi' },
      ...extra,
    })
  }

  function save(as: Role, item: ContentItem, changes: Record<string, unknown>) {
    return api.call<ItemAnswer>(as, 'PUT', `${items()}/${item.id}`, {
      title: item.title,
      slug: item.slug,
      status: item.status,
      scheduledFor: item.scheduledFor,
      data: item.data,
      ...changes,
    })
  }

  async function draft(title: string) {
    const res = await create('editor', title, 'draft')
    expect(res.status).toBe(201)
    return res.body.data
  }

  async function setRule(on: boolean) {
    const res = await api.call<{ data: PermissionSettings }>(
      'admin',
      'PUT',
      '/settings/permissions',
      {
        requireReviewBeforePublish: on,
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ requireReviewBeforePublish: on })
  }

  async function approved(title: string) {
    const item = await draft(title)
    const wf = (action: string, body: unknown) =>
      api.call<{ data: WorkflowItem }>(
        'admin',
        'POST',
        `/workflow/items/${item.id}/${action}`,
        body,
      )
    expect((await wf('submit', { assignedTo: adminId })).status).toBe(200)
    expect((await wf('approve', {})).status).toBe(200)
    return item
  }

  it('is off by default and only admins read or change it', async () => {
    expect((await api.call('admin', 'GET', '/settings/permissions')).body).toMatchObject({
      data: { requireReviewBeforePublish: false },
    })
    for (const role of ['editor', 'viewer'] as const) {
      expect((await api.call(role, 'GET', '/settings/permissions')).status).toBe(403)
      const put = await api.call(role, 'PUT', '/settings/permissions', {
        requireReviewBeforePublish: true,
      })
      expect(put.status).toBe(403)
    }
    const bad = await api.call('admin', 'PUT', '/settings/permissions', {
      requireReviewBeforePublish: 'yes',
    })
    expect(bad.status).toBe(400)
  })

  it('lets editors publish anything through the content editor while it is off', async () => {
    expect((await create('editor', 'Off: new and live', 'published')).status).toBe(201)
    const item = await draft('Off: draft then live')
    expect((await save('editor', item, { status: 'published' })).status).toBe(200)
  })

  describe('when it is on', () => {
    beforeAll(async () => {
      await setRule(true)
    })
    afterAll(async () => {
      await setRule(false)
    })

    it('refuses an editor who creates an item published or scheduled', async () => {
      const now = await create('editor', 'On: new and live', 'published')
      expect(now.status).toBe(403)
      expect(now.body.error).toEqual({
        code: 'review_required',
        message: workflowMessages.reviewRequired,
      })
      const later = await create('editor', 'On: new and scheduled', 'scheduled', {
        scheduledFor: new Date(Date.now() + 3600_000).toISOString(),
      })
      expect(later.status).toBe(403)
      const list = await api.call<{ data: ContentItem[] }>('admin', 'GET', `${items()}?q=On:`)
      expect(list.body.data).toEqual([])
    })

    it('refuses an editor who publishes an unapproved item, and changes nothing', async () => {
      const item = await draft('On: unapproved')
      const res = await save('editor', item, { status: 'published' })
      expect(res.status).toBe(403)
      expect(res.body.error.message).toBe(workflowMessages.reviewRequired)
      const now = await api.call<ItemAnswer>('viewer', 'GET', `${items()}/${item.id}`)
      expect(now.body.data).toMatchObject({ status: 'draft', version: item.version })
      // Drafts still save.
      expect((await save('editor', item, { data: { body: 'Edited' } })).status).toBe(200)
    })

    it('lets an editor publish an approved item from the content editor, moving it to Published', async () => {
      const item = await approved('On: approved')
      const res = await save('editor', item, { status: 'published' })
      expect(res.status).toBe(200)
      expect(res.body.data.status).toBe('published')
      const panel = await api.call<{ data: WorkflowItem }>(
        'editor',
        'GET',
        `/workflow/items/${item.id}`,
      )
      expect(panel.body.data.assignment?.state.slug).toBe('published')
      expect(panel.body.data.history[0]).toMatchObject({
        action: 'published',
        actor: { name: 'Demo Editor' },
      })
    })

    it('refuses an editor who publishes an approved item with new changes', async () => {
      const item = await approved('On: approved then edited')
      const res = await save('editor', item, { status: 'published', data: { body: 'Unreviewed' } })
      expect(res.status).toBe(403)
      expect(res.body.error.message).toBe(workflowMessages.reviewRequiredAfterEdit)
      const panel = await api.call<{ data: WorkflowItem }>(
        'editor',
        'GET',
        `/workflow/items/${item.id}`,
      )
      expect(panel.body.data.assignment?.state.slug).toBe('approved')
    })

    it('lets an editor publish an approved item through the workflow', async () => {
      const item = await approved('On: workflow publish')
      const res = await api.call<{ data: WorkflowItem }>(
        'editor',
        'POST',
        `/workflow/items/${item.id}/publish`,
        {},
      )
      expect(res.status).toBe(200)
      expect(res.body.data.item.status).toBe('published')
    })

    it('publishes approved rich text through the workflow: re-saving it is no edit', async () => {
      const created = await api.call<ItemAnswer>('editor', 'POST', '/content/blog-post/items', {
        title: 'On: rich text',
        data: {
          title: 'Rich',
          content:
            '<h2>Tom &amp; Jerry</h2><p>A <a href="https://example.com/?a=1&b=2">link</a>, <strong>bold</strong> <em>and</em> <code>&lt;code&gt;</code> “quotes”</p><ul><li>one</li></ul>',
          tags: ['a', 'b'],
        },
      })
      expect(created.status).toBe(201)
      const id = created.body.data.id
      const wf = (action: string, as: Role = 'admin') =>
        api.call<{ data: WorkflowItem }>(as, 'POST', `/workflow/items/${id}/${action}`, {
          assignedTo: adminId,
        })
      expect((await wf('submit', 'editor')).status).toBe(200)
      expect((await wf('approve')).status).toBe(200)
      const published = await wf('publish', 'editor')
      expect(published.status).toBe(200)
      expect(published.body.data.item.status).toBe('published')
    })

    it('refuses read-write API keys like editors', async () => {
      const created = await api.call<{ data: { secret: string } }>('admin', 'POST', '/api-keys', {
        name: 'Writer',
        scope: 'read_write',
      })
      const res = await api.server.request(`/api/v1${items()}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${created.body.data.secret}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ title: 'On: by key', status: 'published', data: {} }),
      })
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ error: { message: workflowMessages.reviewRequired } })
    })

    it('always lets admins publish', async () => {
      expect((await create('admin', 'On: admin live', 'published')).status).toBe(201)
      const item = await draft('On: admin publishes a draft')
      expect((await save('admin', item, { status: 'published' })).status).toBe(200)
    })
  })
})
