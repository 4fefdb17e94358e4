import { automationMessages, workflowMessages } from '@folio/schema'
import type { WorkflowAssignee, WorkflowAutomationRule } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SubmitReviewForm } from './submit-review-form'

import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const jane: WorkflowAssignee = {
  id: 'u-jane',
  name: 'Jane Doe',
  email: 'jane@example.com',
  role: 'editor',
}
const grace: WorkflowAssignee = {
  id: 'u-grace',
  name: 'Grace Admin',
  email: 'grace@example.com',
  role: 'admin',
}

const assignRule = (
  id: string,
  contentTypeId: string | null,
  reviewer: WorkflowAssignee,
): WorkflowAutomationRule => ({
  id,
  trigger: 'submitted',
  contentTypeId,
  contentTypeName: contentTypeId ? 'Blog Post' : null,
  action: { type: 'assign_reviewer', reviewerId: reviewer.id },
  reviewer,
  enabled: true,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
})
// Grace reviews every type, Jane the blog posts: Jane wins for a blog post.
const rules = [assignRule('r-any', null, grace), assignRule('r-post', 't-post', jane)]

function stubApi(active: boolean) {
  const posted: unknown[] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://folio.test')
    if (url.pathname === '/api/v1/workflow/assignees') {
      return Promise.resolve(json(200, { data: [grace, jane] }))
    }
    if (url.pathname === '/api/v1/workflow/automation-rules') {
      return Promise.resolve(json(200, { data: rules, active }))
    }
    posted.push(JSON.parse(init?.body as string))
    return Promise.resolve(json(200, { data: {} }))
  })
  return posted
}

function renderForm(contentTypeId = 't-post') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onDone = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <SubmitReviewForm
        itemId="i-1"
        contentTypeId={contentTypeId}
        currentUserId="u-editor"
        onDone={onDone}
      />
    </QueryClientProvider>,
  )
  return onDone
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))

afterEach(() => {
  vi.unstubAllGlobals()
  notificationStore.getState().clear()
})

describe('Submit for review with workflow rules', () => {
  it('names the reviewer the type’s rule assigns and submits without a choice', async () => {
    const posted = stubApi(true)
    const onDone = renderForm()
    expect(
      await screen.findByRole('option', { name: automationMessages.assignedByRule('Jane Doe') }),
    ).toBeTruthy()
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted).toEqual([{ dueDate: null, notes: null }])
    expect(notificationStore.getState().notifications[0]).toMatchObject({
      message: 'Submitted for review',
      details: 'Jane Doe was asked to review it.',
    })
  })

  it('sends the reviewer chosen instead of the rule’s', async () => {
    const posted = stubApi(true)
    const onDone = renderForm()
    await screen.findByRole('option', { name: automationMessages.assignedByRule('Jane Doe') })
    fireEvent.change(screen.getByLabelText('Reviewer'), { target: { value: grace.id } })
    expect(screen.getByText('Chosen by you, instead of the rule’s Jane Doe.')).toBeTruthy()
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted).toEqual([{ assignedTo: grace.id, dueDate: null, notes: null }])
  })

  it('falls back to the every-type rule for other types', async () => {
    stubApi(true)
    renderForm('t-article')
    expect(
      await screen.findByRole('option', { name: automationMessages.assignedByRule('Grace Admin') }),
    ).toBeTruthy()
  })

  it('asks for a reviewer while the rules are paused', async () => {
    const posted = stubApi(false)
    renderForm()
    await screen.findByRole('option', { name: 'Jane Doe (Editor)' })
    expect(screen.getByRole('option', { name: 'Choose a reviewer' })).toBeTruthy()
    submit()
    const select = screen.getByLabelText('Reviewer')
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'))
    const error = document.getElementById(select.getAttribute('aria-describedby')!)
    expect(error?.textContent).toBe(workflowMessages.assigneeRequired)
    expect(posted).toEqual([])
  })
})
