import type {
  ApiErrorBody,
  ContentItem,
  Dashboard,
  NotificationList,
  WorkflowAssignee,
  WorkflowAssignmentPage,
  WorkflowItem,
} from '@folio/schema'
import { workflowMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestUser, latestMail, signedInClient } from '../../test/auth-helpers.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

type Who = 'admin' | 'editor' | 'viewer' | 'reviewer' | 'suspended'
type Answer<T> = { status: number; body: T }

describe(`review workflow transitions on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Awaited<ReturnType<typeof createType>>
  const ids = {} as Record<Who, string>
  const tokens = {} as Partial<Record<Who, string>>

  beforeAll(async () => {
    api = await startContentApi()
    type = await createType(api, 'Article', [{ name: 'body', type: 'text' }])
    const users = await api.server.app.database.db
      .selectFrom('users')
      .select(['id', 'email'])
      .execute()
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      ids[role] = users.find((user) => user.email === `${role}@demo.folio.dev`)!.id
    }
    const reviewer = await createTestUser(api.server, 'rita@example.com', {
      role: 'editor',
      userMetadata: { full_name: 'Rita Reviewer' },
    })
    ids.reviewer = reviewer.id
    tokens.reviewer = (await signedInClient(api.server, reviewer)).session.access_token
    const suspended = await createTestUser(api.server, 'sam@example.com', {
      role: 'editor',
      userMetadata: { full_name: 'Sam Suspended' },
    })
    ids.suspended = suspended.id
    const patched = await call('admin', 'PATCH', `/users/${suspended.id}`, { status: 'suspended' })
    expect(patched.status).toBe(200)
  })
  afterAll(async () => {
    await api.close()
  })

  /** Calls the API as a demo account or one of the users made above. */
  async function call<T>(who: Who, method: string, path: string, body?: unknown) {
    if (who === 'admin' || who === 'editor' || who === 'viewer') {
      return api.call<T>(who, method as 'GET', path, body)
    }
    const res = await api.server.request(`/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[who]}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: res.body as T }
  }

  let counter = 0
  async function newItem(title = `Article ${++counter}`): Promise<ContentItem> {
    const res = await api.call<{ data: ContentItem }>(
      'editor',
      'POST',
      `/content/${type.slug}/items`,
      {
        title,
        data: { body: 'First draft' },
      },
    )
    expect(res.status).toBe(201)
    return res.body.data
  }

  function transition(who: Who, itemId: string, action: string, body: unknown = {}) {
    return call<{ data: WorkflowItem } & ApiErrorBody>(
      who,
      'POST',
      `/workflow/items/${itemId}/${action}`,
      body,
    )
  }

  async function expectOk(answer: Promise<Answer<{ data: WorkflowItem } & ApiErrorBody>>) {
    const res = await answer
    expect(res.body.error).toBeUndefined()
    expect(res.status).toBe(200)
    return res.body.data
  }

  async function submitted(title?: string, assignee: Who = 'admin') {
    const item = await newItem(title)
    await expectOk(
      transition('editor', item.id, 'submit', { assignedTo: ids[assignee], notes: 'Please check' }),
    )
    return item
  }

  async function notifications(who: Who) {
    const res = await call<NotificationList>(who, 'GET', '/notifications')
    expect(res.status).toBe(200)
    return res.body
  }

  async function getItem(id: string) {
    const res = await api.call<{ data: ContentItem }>(
      'viewer',
      'GET',
      `/content/${type.slug}/items/${id}`,
    )
    return res.body.data
  }

  it('lists the active editors and admins as possible reviewers, for anyone signed in', async () => {
    const res = await call<{ data: WorkflowAssignee[] }>('viewer', 'GET', '/workflow/assignees')
    expect(res.status).toBe(200)
    const emails = res.body.data.map((person) => person.email)
    expect(emails).toEqual(
      expect.arrayContaining(['admin@demo.folio.dev', 'editor@demo.folio.dev', 'rita@example.com']),
    )
    expect(emails).not.toContain('viewer@demo.folio.dev')
    expect(emails).not.toContain('sam@example.com')
    expect(res.body.data.find((p) => p.id === ids.reviewer)).toMatchObject({
      name: 'Rita Reviewer',
      role: 'editor',
    })
    expect((await api.call(null, 'GET', '/workflow/assignees')).status).toBe(401)
  })

  it('lets an editor submit a draft for review, notifying the reviewer and nobody else', async () => {
    const item = await newItem('Launch post')
    const before = (await notifications('editor')).data.length
    const panel = await expectOk(
      transition('editor', item.id, 'submit', {
        assignedTo: ids.admin,
        dueDate: '2099-01-31',
        notes: 'Check the numbers',
      }),
    )
    expect(panel.assignment).toMatchObject({
      state: { slug: 'in-review', name: 'In Review', color: '#0A84FF' },
      assignee: { id: ids.admin, name: 'Demo Admin', email: 'admin@demo.folio.dev' },
      submittedBy: { id: ids.editor },
      dueDate: '2099-01-31',
      overdue: false,
      notes: 'Check the numbers',
      commentCount: 0,
      item: { id: item.id, title: 'Launch post', status: 'draft', contentTypeName: 'Article' },
    })
    // The submitter cannot review their own item; the admin can.
    expect(panel.allowedActions).toEqual([])
    expect(panel.history).toMatchObject([
      {
        action: 'submitted',
        fromState: null,
        toState: { slug: 'in-review' },
        comment: 'Check the numbers',
      },
    ])
    const adminPanel = (
      await call<{ data: WorkflowItem }>('admin', 'GET', `/workflow/items/${item.id}`)
    ).body.data
    expect(adminPanel.allowedActions).toEqual(['approve', 'request-changes', 'publish', 'move'])

    const inbox = await notifications('admin')
    expect(inbox.data[0]).toMatchObject({
      kind: 'assignment',
      type: 'info',
      message: 'Demo Editor asked you to review “Launch post”',
      details: 'Due 2099-01-31\nCheck the numbers',
      link: `/workflow?item=${item.id}`,
      read: false,
    })
    expect((await notifications('editor')).data.length).toBe(before)
    const mail = await latestMail(api.server, 'admin@demo.folio.dev', 'workflow_notification')
    expect(mail.subject).toBe('Demo Editor asked you to review “Launch post”')
    expect(mail.text).toContain(`/workflow?item=${item.id}`)
  })

  it('refuses viewers every transition with 403', async () => {
    const item = await submitted()
    for (const action of ['submit', 'approve', 'request-changes', 'publish', 'move']) {
      const res = await transition('viewer', item.id, action, {
        assignedTo: ids.admin,
        comment: 'x',
        stateId: 'x',
      })
      expect(res.status, action).toBe(403)
      expect(res.body.error.code).toBe('forbidden')
    }
    const panel = (
      await call<{ data: WorkflowItem }>('viewer', 'GET', `/workflow/items/${item.id}`)
    ).body.data
    expect(panel.allowedActions).toEqual([])
    expect(panel.canComment).toBe(false)
  })

  it('refuses a reviewer who is a viewer, suspended, missing or the submitter, changing nothing', async () => {
    const item = await newItem()
    const cases: [string, string][] = [
      [ids.viewer, workflowMessages.assigneeViewer('Demo Viewer')],
      [ids.suspended, workflowMessages.assigneeSuspended('Sam Suspended')],
      ['00000000-0000-4000-8000-000000000000', workflowMessages.assigneeNotFound],
      [ids.editor, workflowMessages.assigneeSelf],
    ]
    for (const [assignedTo, message] of cases) {
      const res = await transition('editor', item.id, 'submit', { assignedTo })
      expect(res.status).toBe(422)
      expect(res.body.error).toMatchObject({ code: 'unprocessable', message })
    }
    const panel = (
      await call<{ data: WorkflowItem }>('editor', 'GET', `/workflow/items/${item.id}`)
    ).body.data
    expect(panel.assignment).toBeNull()
    expect(panel.history).toEqual([])
    expect(panel.allowedActions).toEqual(['submit'])
    const missing = await transition('editor', item.id, 'submit', {})
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toBe(workflowMessages.assigneeRequired)
  })

  it('runs the whole review: changes requested, resubmitted, approved and published', async () => {
    const item = await submitted('Spring catalogue', 'reviewer')

    // Only the assigned reviewer (or an admin) reviews; another editor cannot.
    const stranger = await transition('editor', item.id, 'approve')
    expect(stranger.status).toBe(403)
    expect(stranger.body.error.message).toBe(workflowMessages.notReviewer)

    const noComment = await transition('reviewer', item.id, 'request-changes', { comment: '  ' })
    expect(noComment.status).toBe(400)
    expect(noComment.body.error.message).toBe(workflowMessages.commentRequired)

    const changes = await expectOk(
      transition('reviewer', item.id, 'request-changes', { comment: 'Fix the prices' }),
    )
    expect(changes.assignment?.state.slug).toBe('needs-changes')
    expect(changes.comments).toMatchObject([
      { body: 'Fix the prices', author: { id: ids.reviewer } },
    ])
    expect((await notifications('editor')).data[0]).toMatchObject({
      kind: 'changes_requested',
      type: 'warning',
      message: 'Rita Reviewer requested changes to “Spring catalogue”',
      details: 'Fix the prices',
    })

    // Needs Changes: neither approval nor publishing, with the state named.
    const early = await transition('reviewer', item.id, 'approve')
    expect(early.status).toBe(409)
    expect(early.body.error.message).toBe(
      'This item is Needs Changes; only items In Review can be approved',
    )
    const editorPublish = await transition('editor', item.id, 'publish')
    expect(editorPublish.status).toBe(409)
    expect(editorPublish.body.error.message).toBe(
      'This item is Needs Changes; only Approved items can be published',
    )

    // Resubmitted without naming anyone: the last round's reviewer, due date and notes stay.
    const resubmitted = await expectOk(transition('editor', item.id, 'submit', {}))
    expect(resubmitted.assignment).toMatchObject({
      state: { slug: 'in-review' },
      assignee: { id: ids.reviewer },
      dueDate: changes.assignment?.dueDate ?? null,
      notes: 'Please check',
    })
    const twice = await transition('editor', item.id, 'submit', { assignedTo: ids.reviewer })
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe(
      'This item is In Review; only items that are not In Review or Approved can be submitted for review',
    )

    const approved = await expectOk(transition('reviewer', item.id, 'approve', { comment: 'Good' }))
    expect(approved.assignment?.state.slug).toBe('approved')
    expect((await notifications('editor')).data[0]).toMatchObject({
      kind: 'approved',
      type: 'success',
      message: 'Rita Reviewer approved “Spring catalogue”',
    })
    const again = await transition('reviewer', item.id, 'request-changes', { comment: 'Wait' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'This item is Approved; only items In Review can have changes requested',
    )

    const editorPanel = (
      await call<{ data: WorkflowItem }>('editor', 'GET', `/workflow/items/${item.id}`)
    ).body.data
    expect(editorPanel.allowedActions).toEqual(['publish'])
    const before = await getItem(item.id)
    const published = await expectOk(transition('editor', item.id, 'publish'))
    expect(published.assignment?.state.slug).toBe('published')
    expect(published.item.status).toBe('published')
    const after = await getItem(item.id)
    // The content editor's own save: a new version, stamped with the publisher.
    expect(after).toMatchObject({ status: 'published', version: before.version + 1 })
    expect(after.publishedAt).not.toBeNull()
    expect(published.history.map((event) => event.action)).toEqual([
      'published',
      'approved',
      'submitted',
      'changes_requested',
      'submitted',
    ])
    const history = await call<{ data: unknown[] }>(
      'viewer',
      'GET',
      `/workflow/items/${item.id}/history`,
    )
    expect(history.body.data).toEqual(published.history)

    const live = await transition('admin', item.id, 'publish')
    expect(live.status).toBe(409)
    expect(live.body.error.message).toBe('This item is Published; it is live already')
  })

  it('lets an admin publish from any state, and schedules a publication', async () => {
    const item = await submitted()
    const scheduledFor = new Date(Date.now() + 3600_000).toISOString()
    const past = await transition('admin', item.id, 'publish', {
      scheduledFor: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(past.status).toBe(400)
    expect(past.body.error.message).toBe('Scheduled time must be in the future')
    const scheduled = await expectOk(transition('admin', item.id, 'publish', { scheduledFor }))
    expect(scheduled.item.status).toBe('scheduled')
    expect(scheduled.history[0]).toMatchObject({
      action: 'scheduled',
      fromState: { slug: 'in-review' },
      toState: { slug: 'published' },
      actor: { id: ids.admin },
    })
    expect((await getItem(item.id)).scheduledFor).toBe(scheduledFor)

    const outside = await newItem()
    const notIn = await transition('admin', outside.id, 'approve')
    expect(notIn.status).toBe(409)
    expect(notIn.body.error.message).toBe(workflowMessages.notInWorkflow)
    expect((await transition('admin', 'no-such-item', 'approve')).status).toBe(404)
  })

  it('sends an approved item back to review when its content is edited', async () => {
    const item = await submitted()
    await expectOk(transition('admin', item.id, 'approve'))
    const put = (body: Record<string, unknown>) =>
      api.call<{ data: ContentItem }>('editor', 'PUT', `/content/${type.slug}/items/${item.id}`, {
        title: item.title,
        slug: item.slug,
        status: 'draft',
        ...body,
      })

    // Saving the same content again is no edit.
    expect((await put({ data: { body: 'First draft' } })).status).toBe(200)
    let panel = (await call<{ data: WorkflowItem }>('editor', 'GET', `/workflow/items/${item.id}`))
      .body.data
    expect(panel.assignment?.state.slug).toBe('approved')

    expect((await put({ data: { body: 'Second draft' } })).status).toBe(200)
    panel = (await call<{ data: WorkflowItem }>('editor', 'GET', `/workflow/items/${item.id}`)).body
      .data
    expect(panel.assignment?.state.slug).toBe('in-review')
    expect(panel.history[0]).toMatchObject({
      action: 'returned_to_review',
      fromState: { slug: 'approved' },
      toState: { slug: 'in-review' },
      actor: { id: ids.editor },
    })
  })

  it('moves an item to any state for admins only, but never to Published', async () => {
    const item = await submitted()
    const states = (
      await call<{ data: { id: string; slug: string }[] }>('viewer', 'GET', '/workflow/states')
    ).body.data
    const draft = states.find((state) => state.slug === 'draft')!
    const published = states.find((state) => state.slug === 'published')!
    expect((await transition('editor', item.id, 'move', { stateId: draft.id })).status).toBe(403)
    const toPublished = await transition('admin', item.id, 'move', { stateId: published.id })
    expect(toPublished.status).toBe(422)
    expect(toPublished.body.error.message).toBe(workflowMessages.moveToPublished)
    const moved = await expectOk(
      transition('admin', item.id, 'move', { stateId: draft.id, comment: 'Later' }),
    )
    expect(moved.assignment?.state.slug).toBe('draft')
    expect(moved.history[0]).toMatchObject({ action: 'moved', comment: 'Later' })
    const same = await transition('admin', item.id, 'move', { stateId: draft.id })
    expect(same.status).toBe(409)
    expect(same.body.error.message).toBe('This item is already Draft')
  })

  it('changes the reviewer, due date and notes, and takes items out of the workflow', async () => {
    const item = await submitted()
    const path = `/workflow/items/${item.id}/assignment`
    const viewer = await call('viewer', 'PATCH', path, { notes: 'x' })
    expect(viewer.status).toBe(403)
    const toViewer = await call<ApiErrorBody>('editor', 'PATCH', path, { assignedTo: ids.viewer })
    expect(toViewer.status).toBe(422)
    const res = await call<{ data: WorkflowItem }>('editor', 'PATCH', path, {
      assignedTo: ids.reviewer,
      dueDate: '2000-01-01',
      notes: null,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.assignment).toMatchObject({
      assignee: { id: ids.reviewer },
      dueDate: '2000-01-01',
      overdue: true,
      notes: null,
      state: { slug: 'in-review' },
    })
    expect(res.body.data.history[0]).toMatchObject({ action: 'reassigned' })
    expect((await notifications('reviewer')).data[0]).toMatchObject({ kind: 'assignment' })

    expect((await call('editor', 'DELETE', path)).status).toBe(403)
    expect((await call('admin', 'DELETE', path)).status).toBe(204)
    const panel = (
      await call<{ data: WorkflowItem }>('editor', 'GET', `/workflow/items/${item.id}`)
    ).body.data
    expect(panel.assignment).toBeNull()
    expect(panel.history.length).toBeGreaterThan(0)
    expect(panel.allowedActions).toEqual(['submit'])
  })

  it('lists assignments with search, state and assignee filters and pages', async () => {
    const mine = await submitted('Zebra crossing guide', 'reviewer')
    const list = (query: string, who: Who = 'viewer') =>
      call<WorkflowAssignmentPage>(who, 'GET', `/workflow/assignments${query}`).then((res) => {
        expect(res.status).toBe(200)
        return res.body
      })
    const found = await list('?q=ZEBRA')
    expect(found.data.map((row) => row.item.id)).toEqual([mine.id])
    expect(found.data[0]).toMatchObject({
      item: {
        title: 'Zebra crossing guide',
        status: 'draft',
        contentTypeId: type.id,
        contentTypeName: 'Article',
      },
      state: { slug: 'in-review' },
      assignee: { id: ids.reviewer, name: 'Rita Reviewer', email: 'rita@example.com' },
      commentCount: 0,
    })
    const assignedToMe = await list('?assignee=me', 'reviewer')
    expect(assignedToMe.data.every((row) => row.assignee?.id === ids.reviewer)).toBe(true)
    expect(assignedToMe.data.map((row) => row.item.id)).toContain(mine.id)
    expect((await list(`?assignee=${ids.reviewer}`)).meta.total).toBe(assignedToMe.meta.total)

    const inReview = await list('?state=in-review&pageSize=1')
    expect(inReview.data).toHaveLength(1)
    expect(inReview.meta).toMatchObject({ page: 1, pageSize: 1 })
    expect(inReview.meta.total).toBeGreaterThan(1)
    const stateId = found.data[0]!.state.id
    expect((await list(`?stateId=${stateId}`)).meta.total).toBe(inReview.meta.total)
    expect((await list('?q=no-such-title')).data).toEqual([])
  })

  it('forgets an item’s workflow with the item, and a deleted user’s notifications with them', async () => {
    const item = await submitted('Short-lived', 'reviewer')
    const first = await call<{ data: { id: string } }>(
      'reviewer',
      'POST',
      `/workflow/items/${item.id}/comments`,
      {
        body: 'First',
      },
    )
    await call('editor', 'POST', `/workflow/items/${item.id}/comments`, {
      body: 'Reply',
      parentId: first.body.data.id,
    })
    const deleted = await api.call('editor', 'DELETE', `/content/${type.slug}/items/${item.id}`)
    expect(deleted.status).toBe(204)
    expect((await call('viewer', 'GET', `/workflow/items/${item.id}`)).status).toBe(404)
    const rows = await call<WorkflowAssignmentPage>(
      'viewer',
      'GET',
      '/workflow/assignments?q=Short-lived',
    )
    expect(rows.body.meta.total).toBe(0)

    // A reviewer whose account is deleted leaves rows without an assignee, not broken ones.
    const other = await submitted('Orphaned review', 'reviewer')
    expect((await call('admin', 'DELETE', `/users/${ids.reviewer}`)).status).toBe(204)
    const orphan = await call<WorkflowAssignmentPage>(
      'viewer',
      'GET',
      '/workflow/assignments?q=Orphaned',
    )
    expect(orphan.body.data[0]).toMatchObject({ item: { id: other.id }, assignee: null })
    const left = await api.server.app.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', ids.reviewer)
      .execute()
    expect(left).toEqual([])
  })

  it('counts pending reviews, change requests and approvals on the dashboard', async () => {
    const counts = async () =>
      (await call<{ data: Dashboard }>('viewer', 'GET', '/dashboard')).body.data.workflow
    const total = async (state: string) =>
      (await call<WorkflowAssignmentPage>('viewer', 'GET', `/workflow/assignments?state=${state}`))
        .body.meta.total
    const before = await counts()
    expect(before).toEqual({
      pendingReview: await total('in-review'),
      needsChanges: await total('needs-changes'),
      approved: await total('approved'),
    })
    const a = await submitted()
    const b = await submitted()
    await expectOk(transition('admin', b.id, 'request-changes', { comment: 'No' }))
    const c = await submitted()
    await expectOk(transition('admin', c.id, 'approve'))
    expect(a.id).toBeTruthy()
    expect(await counts()).toEqual({
      pendingReview: before.pendingReview + 1,
      needsChanges: before.needsChanges + 1,
      approved: before.approved + 1,
    })
  })
})
