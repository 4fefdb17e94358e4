import { builtInWorkflowStates } from '@folio/schema'
import type { WorkflowAssignment, WorkflowItem, WorkflowState } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { NO_WORKFLOW_ITEMS, WorkflowScreen } from './workflow-screen'

import { authStore, initialAuthState } from '@/stores/auth'
import { renderApp } from '@/testing/render-app'
import { apiError, apiNotFound, recordRequests, stubApi } from '@/testing/stub-api'

const states: WorkflowState[] = builtInWorkflowStates.map((state, index) => ({
  ...state,
  id: `s-${state.slug}`,
  position: index,
  builtIn: true,
  assignmentCount: 0,
}))
const stateOf = (slug: string) => {
  const { id, name, color } = states.find((state) => state.slug === slug)!
  return { id, name, slug, color }
}

const grace = { id: 'u-admin', name: 'Grace Admin', email: 'admin@example.com' }

function assignment(id: string, patch: Partial<WorkflowAssignment> = {}): WorkflowAssignment {
  return {
    id: `a-${id}`,
    item: {
      id,
      title: `Post ${id}`,
      slug: `post-${id}`,
      status: 'draft',
      contentTypeId: 't-1',
      contentTypeName: 'Blog Post',
      updatedAt: '2025-03-01T10:00:00Z',
    },
    state: stateOf('in-review'),
    assignee: grace,
    submittedBy: { id: 'u-editor', name: 'Eddie Editor', email: 'editor@example.com' },
    dueDate: null,
    overdue: false,
    notes: null,
    commentCount: 0,
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
    ...patch,
  }
}

const rows = [
  assignment('late', {
    dueDate: '2025-01-10',
    overdue: true,
    notes: 'Check the numbers',
    commentCount: 2,
  }),
  assignment('live', {
    state: stateOf('published'),
    item: { ...assignment('live').item, status: 'published' },
    assignee: null,
  }),
]

function itemOf(
  row: WorkflowAssignment,
  allowedActions: WorkflowItem['allowedActions'],
): WorkflowItem {
  return {
    item: row.item,
    assignment: row,
    comments: [],
    history: [],
    allowedActions,
    canComment: true,
  }
}

/** A fake workflow API; every request's path and query is recorded. */
function stubWorkflow() {
  const requests = recordRequests()
  const posted: { path: string; body: unknown }[] = []
  stubApi.get('/api/v1/workflow/states', { data: states })
  stubApi.get('/api/v1/workflow/assignments', ({ url }) => {
    const mine = url.searchParams.get('assignee') === 'me'
    const data = mine ? [] : rows
    return { data, meta: { page: 1, pageSize: 20, total: data.length } }
  })
  stubApi.get('/api/v1/workflow/items/late', {
    data: itemOf(rows[0]!, ['approve', 'request-changes']),
  })
  stubApi.patch('/api/v1/workflow/items/late/assignment', ({ method, url, body }) => {
    posted.push({ path: `${method} ${url.pathname}`, body })
    return { data: itemOf(rows[0]!, []) }
  })
  // The reviewer picker's list is not what these tests are about.
  stubApi.get('/api/v1/workflow/assignees', apiNotFound)
  stubApi.post('/api/v1/workflow/items/late/request-changes', ({ url, body }) => {
    posted.push({ path: url.pathname, body })
    return apiError(
      409,
      'conflict',
      'This item is Approved; only items In Review can have changes requested',
    )
  })
  return { requests, posted }
}

function renderScreen() {
  renderApp(<WorkflowScreen />, { route: '/workflow', role: 'editor', user: { id: 'u-editor' } })
}

const rowOf = (title: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('button', { name: title }))!

afterEach(() => {
  authStore.setState(initialAuthState)
})

describe('WorkflowScreen', () => {
  it('shows each row with its state, Published badge, assignee, due date, comments and notes', async () => {
    stubWorkflow()
    renderScreen()
    await screen.findByRole('button', { name: 'Post late' })

    const late = rowOf('Post late')
    expect(within(late).getAllByText('In Review').length).toBeGreaterThan(0)
    expect(within(late).getAllByText('Overdue').length).toBeGreaterThan(0)
    expect(within(late).getAllByText('Grace Admin').length).toBeGreaterThan(0)
    expect(within(late).getByLabelText('2 comments')).toBeDefined()
    expect(within(late).getByText('Check the numbers')).toBeDefined()
    expect(within(late).queryByText('Published')).toBeNull()

    const live = rowOf('Post live')
    // The state badge and the Published badge (twice each: the phone layout folds them too).
    expect(within(live).getAllByText('Published')).toHaveLength(4)
    expect(within(live).getAllByText('Unassigned').length).toBeGreaterThan(0)
  })

  it('filters to the items assigned to me, and says when none match', async () => {
    const api = stubWorkflow()
    renderScreen()
    await screen.findByRole('button', { name: 'Post late' })
    fireEvent.click(screen.getByRole('button', { name: 'Assigned to me' }))
    expect(await screen.findByText(NO_WORKFLOW_ITEMS)).toBeDefined()
    expect(
      screen.getByRole('button', { name: 'Assigned to me' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(api.requests).toContain(
      'GET /api/v1/workflow/assignments?assignee=me&page=1&pageSize=20',
    )
  })

  it('opens a row in the side panel offering only the actions its state allows', async () => {
    const api = stubWorkflow()
    renderScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Post late' }))
    const panel = await screen.findByRole('dialog', { name: 'Post late' })
    await within(panel).findByRole('button', { name: 'Approve' })
    expect(within(panel).getByRole('button', { name: 'Request changes' })).toBeDefined()
    expect(within(panel).queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(within(panel).queryByRole('button', { name: 'Submit for review' })).toBeNull()
    expect(within(panel).getByRole('link', { name: 'Open in editor' }).getAttribute('href')).toBe(
      '/content?item=late',
    )

    // Request changes needs a comment; the server's 409 (naming the state) shows in the form.
    fireEvent.click(within(panel).getByRole('button', { name: 'Request changes' }))
    const form = within(panel).getByRole('form', { name: 'Request changes' })
    fireEvent.click(within(form).getByRole('button', { name: 'Request changes' }))
    expect(within(form).getByText('Add a comment saying what needs to change')).toBeDefined()
    expect(api.posted).toEqual([])

    fireEvent.change(within(form).getByLabelText('What needs to change?'), {
      target: { value: 'Fix the intro' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Request changes' }))
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toContain('This item is Approved'),
    )
    expect(api.posted).toEqual([
      { path: '/api/v1/workflow/items/late/request-changes', body: { comment: 'Fix the intro' } },
    ])
  })

  it('changes only what was edited in the assignment', async () => {
    const api = stubWorkflow()
    renderScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Post late' }))
    const panel = await screen.findByRole('dialog', { name: 'Post late' })
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit assignment' }))
    const form = within(panel).getByRole('form', { name: 'Edit assignment' })
    expect(within(form).getByLabelText<HTMLInputElement>('Due date (optional)').value).toBe(
      '2025-01-10',
    )
    fireEvent.change(within(form).getByLabelText('Notes (optional)'), {
      target: { value: 'Check the numbers and the chart' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Save assignment' }))
    await waitFor(() =>
      expect(api.posted).toEqual([
        {
          path: 'PATCH /api/v1/workflow/items/late/assignment',
          body: { notes: 'Check the numbers and the chart' },
        },
      ]),
    )
  })
})
