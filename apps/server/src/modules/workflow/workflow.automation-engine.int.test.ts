import type {
  ApiErrorBody,
  ContentItem,
  PermissionSettingsInput,
  WorkflowAutomationRule,
  WorkflowItem,
} from '@folio/schema'
import { automationMessages, defaultRoleRights, workflowMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestUser, signedInClient } from '../../test/auth-helpers.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type Role,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { demoUserId } from '../../test/automation-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'

type Who = Role | 'jane'
type Type = Awaited<ReturnType<typeof createType>>
type ItemAnswer = { data: WorkflowItem } & ApiErrorBody

describe(`workflow automation at work, on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let janeToken: string
  const ids = {} as Record<Who, string>
  const types = {} as Record<'post' | 'article' | 'memo', Type>

  beforeAll(async () => {
    // An installation that sells Premium, on Premium: rules run only while it pays.
    api = await startContentApi(SELLS_PLANS_ENV)
    await setPlan(api.server.app.database.db, 'premium')
    types.post = await createType(api, 'Blog Post', [{ name: 'body', type: 'text' }])
    types.article = await createType(api, 'Article', [{ name: 'body', type: 'text' }])
    types.memo = await createType(api, 'Memo', [{ name: 'body', type: 'text' }])
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      ids[role] = await demoUserId(api, role)
    }
    const jane = await createTestUser(api.server, 'jane@example.com', {
      role: 'editor',
      userMetadata: { full_name: 'Jane Doe' },
    })
    ids.jane = jane.id
    janeToken = (await signedInClient(api.server, jane)).session.access_token
  })
  afterAll(async () => {
    await api.close()
  })

  async function call<T>(who: Who, method: string, path: string, body?: unknown) {
    if (who !== 'jane') return api.call<T>(who, method as 'GET', path, body)
    const res = await api.server.request(`/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${janeToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: res.body as T }
  }

  async function rule(body: unknown) {
    const res = await call<{ data: WorkflowAutomationRule } & ApiErrorBody>(
      'admin',
      'POST',
      '/workflow/automation-rules',
      body,
    )
    expect(res.body.error).toBeUndefined()
    return res.body.data
  }
  const assignBody = (reviewer: Who, type: Type | null) => ({
    trigger: 'submitted',
    contentTypeId: type?.id ?? null,
    action: { type: 'assign_reviewer', reviewerId: ids[reviewer] },
  })
  const assignRule = (reviewer: Who, type: Type | null) => rule(assignBody(reviewer, type))
  const publishRule = (type: Type) =>
    rule({ trigger: 'approved', contentTypeId: type.id, action: { type: 'publish' } })

  let counter = 0
  async function newItem(type: Type, extra: Record<string, unknown> = {}): Promise<ContentItem> {
    const res = await call<{ data: ContentItem }>('editor', 'POST', `/content/${type.slug}/items`, {
      title: `${type.slug} ${++counter}`,
      data: { body: 'Draft' },
      ...extra,
    })
    expect(res.status).toBe(201)
    return res.body.data
  }
  const transition = (who: Who, itemId: string, action: string, body: unknown = {}) =>
    call<ItemAnswer>(who, 'POST', `/workflow/items/${itemId}/${action}`, body)
  async function ok(answer: Promise<{ status: number; body: ItemAnswer }>) {
    const res = await answer
    expect(res.body.error).toBeUndefined()
    expect(res.status).toBe(200)
    return res.body.data
  }
  const contentStatus = async (type: Type, item: ContentItem) =>
    (await call<{ data: ContentItem }>('admin', 'GET', `/content/${type.slug}/items/${item.id}`))
      .body.data

  it('asks for a reviewer while no rule names one', async () => {
    const item = await newItem(types.post)
    const res = await transition('editor', item.id, 'submit', {})
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: workflowMessages.assigneeRequired,
      details: [{ path: 'assignedTo', message: workflowMessages.assigneeRequired }],
    })
    // A disabled rule names nobody either.
    await rule({ ...assignBody('jane', types.post), enabled: false })
    expect((await transition('editor', item.id, 'submit', {})).status).toBe(400)
  })

  it('assigns the rule’s reviewer: a type’s own rule before the every-type one', async () => {
    await assignRule('admin', null)
    await assignRule('jane', types.post)

    const post = await newItem(types.post)
    const submitted = await ok(transition('editor', post.id, 'submit', { notes: 'Please' }))
    expect(submitted.assignment).toMatchObject({
      state: { slug: 'in-review' },
      assignee: { id: ids.jane, name: 'Jane Doe' },
      submittedBy: { id: ids.editor },
      notes: 'Please',
    })
    const article = await newItem(types.article)
    const other = await ok(transition('editor', article.id, 'submit'))
    expect(other.assignment?.assignee?.id).toBe(ids.admin)
  })

  it('lets a reviewer chosen in the request win over the rule', async () => {
    const post = await newItem(types.post)
    const submitted = await ok(transition('editor', post.id, 'submit', { assignedTo: ids.admin }))
    expect(submitted.assignment?.assignee?.id).toBe(ids.admin)
    // A bad choice is refused, not replaced by the rule's reviewer.
    const fresh = await newItem(types.post)
    const viewer = await transition('editor', fresh.id, 'submit', { assignedTo: ids.viewer })
    expect(viewer.status).toBe(422)
    expect(viewer.body.error.details?.[0]?.path).toBe('assignedTo')
  })

  it('publishes an approved item by its rule, in the same request, and says so', async () => {
    await publishRule(types.post)
    const post = await newItem(types.post)
    await ok(transition('editor', post.id, 'submit'))
    const approved = await ok(transition('jane', post.id, 'approve', { comment: 'Lovely' }))
    expect(approved.item.status).toBe('published')
    expect(approved.assignment?.state.slug).toBe('published')
    expect(approved.history.slice(0, 2)).toMatchObject([
      {
        action: 'published',
        actor: { id: ids.jane },
        comment: automationMessages.publishedByRule,
      },
      { action: 'approved', actor: { id: ids.jane }, comment: 'Lovely' },
    ])
    expect((await contentStatus(types.post, post)).status).toBe('published')

    // Articles have no publish rule: approval is where they stop.
    const article = await newItem(types.article)
    await ok(transition('editor', article.id, 'submit'))
    const only = await ok(transition('admin', article.id, 'approve'))
    expect(only.assignment?.state.slug).toBe('approved')
    expect(only.item.status).toBe('draft')
  })

  it('keeps an item scheduled for later on its schedule', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const post = await newItem(types.post, { status: 'scheduled', scheduledFor: later })
    await ok(transition('editor', post.id, 'submit'))
    const approved = await ok(transition('jane', post.id, 'approve'))
    expect(approved.item.status).toBe('scheduled')
    expect(approved.history[0]).toMatchObject({
      action: 'scheduled',
      comment: automationMessages.scheduledByRule,
    })
    const item = await contentStatus(types.post, post)
    expect(new Date(item.scheduledFor!).getTime()).toBe(new Date(later).getTime())
  })

  it('works with review before publishing: an approved, unchanged item goes live', async () => {
    await setPermissions({ requireReviewBeforePublish: true })
    try {
      const post = await newItem(types.post)
      await ok(transition('editor', post.id, 'submit'))
      const approved = await ok(transition('jane', post.id, 'approve'))
      expect(approved.item.status).toBe('published')
    } finally {
      await setPermissions({ requireReviewBeforePublish: false })
    }
  })

  async function setPermissions(input: PermissionSettingsInput) {
    const res = await call('admin', 'PUT', '/settings/permissions', input)
    expect(res.status).toBe(200)
  }

  it('keeps the approval and records why when the rule may not publish', async () => {
    await publishRule(types.memo)
    const noPublish = { ...defaultRoleRights.editor.content, publish: false }
    await setPermissions({
      roles: {
        editor: { ...defaultRoleRights.editor, contentTypes: { [types.memo.id]: noPublish } },
      },
    })
    try {
      const memo = await newItem(types.memo)
      await ok(transition('editor', memo.id, 'submit', { assignedTo: ids.jane }))
      const approved = await ok(transition('jane', memo.id, 'approve'))
      expect(approved.item.status).toBe('draft')
      expect(approved.assignment?.state.slug).toBe('approved')
      const [failed, approval] = approved.history
      expect(approval).toMatchObject({ action: 'approved' })
      expect(failed).toMatchObject({
        action: 'automation_failed',
        actor: { id: ids.jane },
        fromState: { slug: 'approved' },
        toState: { slug: 'approved' },
      })
      expect(failed?.comment).toMatch(/^A workflow rule could not publish this item: .*Memo/)
      expect(failed?.comment).toMatch(/The approval stands; publish it by hand\.$/)
      // Nothing half-done: no version was saved by the refused publish.
      expect((await contentStatus(types.memo, memo)).version).toBe(memo.version)
    } finally {
      await setPermissions({ roles: { editor: defaultRoleRights.editor } })
    }
  })

  it('runs no rule on the Free plan, though the rules are kept', async () => {
    await setPlan(api.server.app.database.db, 'free')
    try {
      const post = await newItem(types.post)
      const unassigned = await transition('editor', post.id, 'submit', {})
      expect(unassigned.status).toBe(400)
      expect(unassigned.body.error.message).toBe(workflowMessages.assigneeRequired)
      await ok(transition('editor', post.id, 'submit', { assignedTo: ids.jane }))
      const approved = await ok(transition('jane', post.id, 'approve'))
      expect(approved.item.status).toBe('draft')
      expect(approved.assignment?.state.slug).toBe('approved')
      expect(approved.history[0]?.action).toBe('approved')
      const listed = await call<{ data: unknown[]; active: boolean }>(
        'editor',
        'GET',
        '/workflow/automation-rules',
      )
      expect(listed.body.active).toBe(false)
      expect(listed.body.data.length).toBeGreaterThan(0)
    } finally {
      await setPlan(api.server.app.database.db, 'premium')
    }
  })
})
