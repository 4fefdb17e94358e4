import type {
  ApiErrorBody,
  AppNotification,
  ContentItem,
  NotificationList,
  NotificationSettings,
  WorkflowAssignmentPage,
  WorkflowComment,
  WorkflowItem,
} from '@folio/schema'
import { notificationMessages, workflowMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listOutboxMessages } from '../mail/mail-outbox.repository.js'
import { createTestUser, signedInClient } from '../../test/auth-helpers.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'

type Who = 'admin' | 'editor' | 'viewer' | 'reviewer'
type CommentAnswer = { data: WorkflowComment } & ApiErrorBody

describe(`workflow comments and notifications on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let type: Awaited<ReturnType<typeof createType>>
  const ids = {} as Record<Who, string>
  let reviewerToken: string

  beforeAll(async () => {
    api = await startContentApi()
    type = await createType(api, 'Story', [{ name: 'body', type: 'text' }])
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
    reviewerToken = (await signedInClient(api.server, reviewer)).session.access_token
  })
  afterAll(async () => {
    await api.close()
  })

  async function call<T>(who: Who, method: string, path: string, body?: unknown) {
    if (who !== 'reviewer') return api.call<T>(who, method as 'GET', path, body)
    const res = await api.server.request(`/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${reviewerToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: res.body as T }
  }

  let counter = 0
  /** A new item the editor submitted for the reviewer's review. */
  async function submittedItem(title = `Story ${++counter}`) {
    const created = await api.call<{ data: ContentItem }>(
      'editor',
      'POST',
      `/content/${type.slug}/items`,
      {
        title,
        data: {},
      },
    )
    const res = await call('editor', 'POST', `/workflow/items/${created.body.data.id}/submit`, {
      assignedTo: ids.reviewer,
    })
    expect(res.status).toBe(200)
    return created.body.data
  }

  function comment(who: Who, itemId: string, body: string, parentId?: string) {
    return call<CommentAnswer>(who, 'POST', `/workflow/items/${itemId}/comments`, {
      body,
      parentId,
    })
  }

  async function inbox(who: Who) {
    const res = await call<NotificationList>(who, 'GET', '/notifications')
    expect(res.status).toBe(200)
    return res.body
  }

  const about = (list: NotificationList, title: string) =>
    list.data.filter((notification) => notification.message.includes(`“${title}”`))

  describe('comments', () => {
    it('threads comments and replies, counted on the workflow row', async () => {
      const item = await submittedItem('Threaded')
      const first = await comment('reviewer', item.id, '  Is the intro too long?  ')
      expect(first.status).toBe(201)
      expect(first.body.data).toMatchObject({
        itemId: item.id,
        parentId: null,
        author: { id: ids.reviewer, name: 'Rita Reviewer' },
        body: 'Is the intro too long?',
        editedAt: null,
      })
      const reply = await comment('editor', item.id, 'Shortened it', first.body.data.id)
      expect(reply.status).toBe(201)
      expect(reply.body.data.parentId).toBe(first.body.data.id)

      const wrongParent = await comment('editor', item.id, 'Lost', 'no-such-comment')
      expect(wrongParent.status).toBe(422)
      expect(wrongParent.body.error.message).toBe(workflowMessages.parentNotFound)
      const empty = await comment('editor', item.id, '   ')
      expect(empty.status).toBe(400)
      expect(empty.body.error.message).toBe(workflowMessages.commentBodyRequired)
      const long = await comment('editor', item.id, 'x'.repeat(5001))
      expect(long.status).toBe(400)
      expect((await comment('viewer', item.id, 'Can I?')).status).toBe(403)
      expect((await comment('editor', 'no-such-item', 'Hello')).status).toBe(404)

      const list = await call<{ data: WorkflowComment[] }>(
        'viewer',
        'GET',
        `/workflow/items/${item.id}/comments`,
      )
      expect(list.body.data.map((c) => c.body)).toEqual(['Is the intro too long?', 'Shortened it'])
      const rows = await call<WorkflowAssignmentPage>(
        'viewer',
        'GET',
        '/workflow/assignments?q=Threaded',
      )
      expect(rows.body.data[0]?.commentCount).toBe(2)
    })

    it('lets authors edit only their own comments, and admins delete any', async () => {
      const item = await submittedItem()
      const own = (await comment('editor', item.id, 'Draft thoughts')).body.data
      const path = `/workflow/items/${item.id}/comments/${own.id}`
      const edited = await call<CommentAnswer>('editor', 'PATCH', path, { body: 'Final thoughts' })
      expect(edited.status).toBe(200)
      expect(edited.body.data.body).toBe('Final thoughts')
      expect(edited.body.data.editedAt).not.toBeNull()

      for (const who of ['reviewer', 'admin'] as const) {
        const res = await call<CommentAnswer>(who, 'PATCH', path, { body: 'Not yours' })
        expect(res.status).toBe(403)
        expect(res.body.error.message).toBe(workflowMessages.commentNotOwn)
      }
      const reply = (await comment('reviewer', item.id, 'Agreed', own.id)).body.data
      const notYours = await call<ApiErrorBody>('reviewer', 'DELETE', path)
      expect(notYours.status).toBe(403)
      expect(notYours.body.error.message).toBe(workflowMessages.commentDeleteNotOwn)

      expect((await call('admin', 'DELETE', path)).status).toBe(204)
      const left = await call<{ data: WorkflowComment[] }>(
        'viewer',
        'GET',
        `/workflow/items/${item.id}/comments`,
      )
      // The reply stays, moved up to where the deleted comment was.
      expect(left.body.data).toMatchObject([{ id: reply.id, parentId: null, body: 'Agreed' }])
      expect((await call('admin', 'DELETE', path)).status).toBe(404)
      const mine = `/workflow/items/${item.id}/comments/${reply.id}`
      expect((await call('reviewer', 'DELETE', mine)).status).toBe(204)
    })

    it('notifies the submitter, the reviewer and earlier commenters, never the author', async () => {
      const title = 'Participants'
      const item = await submittedItem(title)
      // The admin joins the conversation; the viewer never does.
      await comment('admin', item.id, 'Looping in')
      const admin = about(await inbox('admin'), title)
      expect(admin).toEqual([]) // their own comment
      const editor = about(await inbox('editor'), title)
      expect(editor.map((n) => n.kind)).toEqual(['comment'])
      expect(editor[0]).toMatchObject({
        type: 'info',
        message: notificationMessages.comment('Demo Admin', title),
        details: 'Looping in',
        link: `/workflow?item=${item.id}`,
      })
      expect(about(await inbox('reviewer'), title).map((n) => n.kind)).toEqual([
        'comment',
        'assignment',
      ])

      await comment('reviewer', item.id, 'On it')
      expect(about(await inbox('admin'), title).map((n) => n.message)).toEqual([
        notificationMessages.comment('Rita Reviewer', title),
      ])
      expect(about(await inbox('editor'), title)).toHaveLength(2)
      expect(about(await inbox('reviewer'), title)).toHaveLength(2)
      expect(about(await inbox('viewer'), title)).toEqual([])
    })
  })

  describe('the notifications API', () => {
    it('lists my notifications newest first with the unread count, then marks and clears them', async () => {
      await submittedItem('Inbox one')
      await submittedItem('Inbox two')
      let list = await inbox('reviewer')
      expect(list.data[0]?.message).toContain('“Inbox two”')
      expect(list.data[1]?.message).toContain('“Inbox one”')
      const unread = list.meta.unread
      expect(unread).toBe(list.data.filter((n) => !n.read).length)

      const first = list.data[0]!
      const marked = await call<{ data: AppNotification }>(
        'reviewer',
        'POST',
        `/notifications/${first.id}/read`,
      )
      expect(marked.status).toBe(200)
      expect(marked.body.data).toMatchObject({ id: first.id, read: true })
      expect(marked.body.data.readAt).not.toBeNull()
      expect((await inbox('reviewer')).meta.unread).toBe(unread - 1)

      // Someone else's notification is not found, for reading and deleting alike.
      expect((await call('editor', 'POST', `/notifications/${first.id}/read`)).status).toBe(404)
      expect((await call('editor', 'DELETE', `/notifications/${first.id}`)).status).toBe(404)

      expect((await call('reviewer', 'POST', '/notifications/read-all')).status).toBe(204)
      list = await inbox('reviewer')
      expect(list.meta.unread).toBe(0)
      expect(list.data.every((n) => n.read)).toBe(true)

      expect((await call('reviewer', 'DELETE', `/notifications/${first.id}`)).status).toBe(204)
      expect((await inbox('reviewer')).data.map((n) => n.id)).not.toContain(first.id)
      expect((await inbox('editor')).data.length).toBeGreaterThan(0)
      expect((await call('reviewer', 'DELETE', '/notifications')).status).toBe(204)
      expect(await inbox('reviewer')).toEqual({ data: [], meta: { unread: 0 } })
      // Clearing mine leaves everyone else's.
      expect((await inbox('editor')).data.length).toBeGreaterThan(0)
      expect((await api.call(null, 'GET', '/notifications')).status).toBe(401)
    })

    it('answers at most the 50 newest', async () => {
      const item = await submittedItem('Chatty')
      for (let i = 0; i < 52; i++) await comment('editor', item.id, `Note ${i}`)
      const list = await inbox('reviewer')
      expect(list.data).toHaveLength(50)
      expect(list.data[0]?.details).toBe('Note 51')
      expect(list.meta.unread).toBeGreaterThanOrEqual(52)
    })
  })

  describe('Settings → Notifications', () => {
    const mails = async (to: string) =>
      (await listOutboxMessages(api.server.app.database.db, { to })).filter(
        (message) => message.kind === 'workflow_notification',
      )

    it('is admins only and starts with everything on', async () => {
      const res = await api.call<{ data: NotificationSettings }>(
        'admin',
        'GET',
        '/settings/notifications',
      )
      expect(res.body.data).toEqual({
        assignment: { inApp: true, email: true },
        approved: { inApp: true, email: true },
        changes_requested: { inApp: true, email: true },
        comment: { inApp: true, email: true },
        contact_message: { inApp: true, email: true },
      })
      expect((await api.call('editor', 'GET', '/settings/notifications')).status).toBe(403)
      expect((await api.call('viewer', 'PUT', '/settings/notifications', {})).status).toBe(403)
    })

    it('stops in-app notifications or emails of a kind when switched off', async () => {
      const saved = await api.call<{ data: NotificationSettings }>(
        'admin',
        'PUT',
        '/settings/notifications',
        {
          assignment: { email: false },
          comment: { inApp: false },
        },
      )
      expect(saved.status).toBe(200)
      expect(saved.body.data).toMatchObject({
        assignment: { inApp: true, email: false },
        comment: { inApp: false, email: true },
        approved: { inApp: true, email: true },
      })

      const item = await submittedItem('Quiet')
      // Assignment: in the app, not by email.
      expect(about(await inbox('reviewer'), 'Quiet').map((n) => n.kind)).toEqual(['assignment'])
      await comment('editor', item.id, 'Only by email')
      expect(about(await inbox('reviewer'), 'Quiet').map((n) => n.kind)).toEqual(['assignment'])
      await new Promise((resolve) => setTimeout(resolve, 200))
      const sent = (await mails('rita@example.com')).filter((m) => m.subject.includes('“Quiet”'))
      expect(sent.map((m) => m.subject)).toEqual([
        notificationMessages.comment('Demo Editor', 'Quiet'),
      ])
      expect(sent[0]?.text).toContain('Only by email')

      const both = await api.call<{ data: NotificationSettings }>(
        'admin',
        'PUT',
        '/settings/notifications',
        {
          assignment: { email: true },
          comment: { inApp: true },
        },
      )
      expect(both.body.data.assignment.email && both.body.data.comment.inApp).toBe(true)
      const bad = await api.call('admin', 'PUT', '/settings/notifications', {
        comment: { inApp: 'no' },
      })
      expect(bad.status).toBe(400)
    })
  })

  it('shows who may act on an item in its panel', async () => {
    const item = await submittedItem('Panel')
    const panel = (who: Who) =>
      call<{ data: WorkflowItem }>(who, 'GET', `/workflow/items/${item.id}`).then(
        (res) => res.body.data,
      )
    expect((await panel('reviewer')).allowedActions).toEqual(['approve', 'request-changes'])
    expect((await panel('editor')).allowedActions).toEqual([])
    expect((await panel('admin')).allowedActions).toEqual([
      'approve',
      'request-changes',
      'publish',
      'move',
    ])
    expect((await panel('viewer')).canComment).toBe(false)
    expect((await panel('editor')).canComment).toBe(true)
  })
})
