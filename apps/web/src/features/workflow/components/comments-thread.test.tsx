import { workflowMessages } from '@folio/schema'
import type { WorkflowComment, WorkflowItem } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { WorkflowPanel } from './workflow-panel'

import { authStore, initialAuthState } from '@/stores/auth'
import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, stubApi } from '@/testing/stub-api'

const eddie = { id: 'u-editor', name: 'Eddie Editor', email: 'editor@example.com' }
const grace = { id: 'u-admin', name: 'Grace Admin', email: 'admin@example.com' }

const comment = (
  id: string,
  author: typeof eddie,
  body: string,
  parentId: string | null = null,
): WorkflowComment => ({
  id,
  itemId: 'late',
  parentId,
  author,
  body,
  createdAt: '2025-03-01T10:00:00Z',
  editedAt: null,
})

const thread = () => [
  comment('c1', eddie, 'Numbers come from the Q4 report.'),
  comment('c2', grace, 'Thanks, checked them.', 'c1'),
  comment('c3', grace, 'Please add the launch tags.'),
]

function item(comments: WorkflowComment[]): WorkflowItem {
  return {
    item: {
      id: 'late',
      title: 'Post late',
      slug: 'post-late',
      status: 'draft',
      contentTypeId: 't-1',
      contentTypeName: 'Blog Post',
      updatedAt: '2025-03-01T10:00:00Z',
    },
    assignment: null,
    comments,
    history: [],
    allowedActions: [],
    canComment: true,
  }
}

/**
 * A fake item API. DELETE behaves as the server does: the comment goes and its replies move up
 * to its parent; or, with `refuse`, it answers 403.
 */
function stubThread(refuse = false) {
  let comments = thread()
  const deletes: string[] = []
  stubApi.delete('/api/v1/workflow/items/late/comments/:id', ({ params }) => {
    const id = String(params.id)
    deletes.push(id)
    if (refuse) return apiError(403, 'forbidden', workflowMessages.commentDeleteNotOwn)
    const removed = comments.find((entry) => entry.id === id)
    comments = comments
      .filter((entry) => entry.id !== id)
      .map((entry) =>
        entry.parentId === id ? { ...entry, parentId: removed?.parentId ?? null } : entry,
      )
    return apiJson(undefined, 204)
  })
  stubApi.get('/api/v1/workflow/items/late', () => ({ data: item(comments) }))
  return deletes
}

function renderPanelAs(role: 'editor' | 'admin') {
  const who = role === 'admin' ? grace : eddie
  renderApp(<WorkflowPanel itemId="late" onClose={() => {}} />, { role, user: { id: who.id } })
}

const commentBy = (author: string, text: string) =>
  screen
    .getAllByRole('article', { name: `Comment by ${author}` })
    .find((article) => article.textContent.includes(text))!

afterEach(() => {
  authStore.setState(initialAuthState)
  notificationStore.getState().clear()
})

describe('Deleting workflow comments', () => {
  it('lets the author delete their own comment after a confirm; its reply moves up a level', async () => {
    const deletes = stubThread()
    renderPanelAs('editor')
    await screen.findByText('Numbers come from the Q4 report.')

    // Only the editor's own comment offers Delete.
    const own = commentBy('Eddie Editor', 'Q4 report')
    expect(
      within(commentBy('Grace Admin', 'launch tags')).queryByRole('button', { name: 'Delete' }),
    ).toBeNull()
    expect(
      within(commentBy('Grace Admin', 'checked')).queryByRole('button', { name: 'Delete' }),
    ).toBeNull()

    // Cancel sends nothing and gives focus back to Delete.
    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }))
    const confirm = within(own).getByRole('group', { name: 'Delete this comment?' })
    expect(confirm.textContent).toContain('Its reply stays in the thread, moved up a level.')
    expect(document.activeElement?.textContent).toBe('Cancel')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(within(own).getByRole('button', { name: 'Delete' })),
    )
    expect(deletes).toEqual([])

    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(own).getByRole('button', { name: 'Delete comment' }))
    await waitFor(() => expect(screen.queryByText('Numbers come from the Q4 report.')).toBeNull())
    expect(deletes).toEqual(['c1'])
    expect(notificationStore.getState().notifications[0]?.message).toBe('Comment deleted')

    // The reply now sits at the top of the thread, beside the other top-level comment.
    const top = screen.getByRole('list', { name: 'Comments' })
    const reply = commentBy('Grace Admin', 'checked')
    expect(reply.closest('ul')).toBe(top)
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeDefined()
  })

  it("offers admins Delete on everyone's comments and shows the server's refusal", async () => {
    const deletes = stubThread(true)
    renderPanelAs('admin')
    await screen.findByText('Numbers come from the Q4 report.')
    const articles = screen.getAllByRole('article', { name: /^Comment by / })
    for (const article of articles) {
      expect(within(article).getByRole('button', { name: 'Delete' })).toBeDefined()
    }

    const others = commentBy('Eddie Editor', 'Q4 report')
    fireEvent.click(within(others).getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(others).getByRole('button', { name: 'Delete comment' }))
    expect((await within(others).findByRole('alert')).textContent).toBe(
      workflowMessages.commentDeleteNotOwn,
    )
    expect(deletes).toEqual(['c1'])
    expect(screen.getByText('Numbers come from the Q4 report.')).toBeDefined()
  })
})
