import { automationMessages, workflowMessages } from '@folio/schema'
import type { WorkflowAssignee, WorkflowAutomationRule } from '@folio/schema'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SubmitReviewForm } from './submit-review-form'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

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

function stubWorkflowApi(active: boolean) {
  stubApi.get('/api/v1/workflow/assignees', { data: [grace, jane] })
  stubApi.get('/api/v1/workflow/automation-rules', { data: rules, active })
  const transitions = stubApi.post('/api/v1/workflow/items/:itemId/:action', { data: {} })
  return {
    get bodies() {
      return transitions.map((call) => call.body)
    },
  }
}

function renderForm(
  contentTypeId = 't-post',
  previous?: ComponentProps<typeof SubmitReviewForm>['previous'],
) {
  const onDone = vi.fn()
  renderApp(
    <SubmitReviewForm
      itemId="i-1"
      contentTypeId={contentTypeId}
      currentUserId="u-editor"
      previous={previous}
      onDone={onDone}
    />,
  )
  return onDone
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Submit for review with workflow rules', () => {
  it('names the reviewer the type’s rule assigns and submits without a choice', async () => {
    const posted = stubWorkflowApi(true)
    const onDone = renderForm()
    expect(
      await screen.findByRole('option', { name: automationMessages.assignedByRule('Jane Doe') }),
    ).toBeTruthy()
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted.bodies).toEqual([{ dueDate: null, notes: null }])
    expect(notificationStore.getState().notifications[0]).toMatchObject({
      message: 'Submitted for review',
      details: 'Jane Doe was asked to review it.',
    })
  })

  it('sends the reviewer chosen instead of the rule’s', async () => {
    const posted = stubWorkflowApi(true)
    const onDone = renderForm()
    await screen.findByRole('option', { name: automationMessages.assignedByRule('Jane Doe') })
    fireEvent.change(screen.getByLabelText('Reviewer'), { target: { value: grace.id } })
    expect(screen.getByText('Chosen by you, instead of the rule’s Jane Doe.')).toBeTruthy()
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted.bodies).toEqual([{ assignedTo: grace.id, dueDate: null, notes: null }])
  })

  it('falls back to the every-type rule for other types', async () => {
    stubWorkflowApi(true)
    renderForm('t-article')
    expect(
      await screen.findByRole('option', { name: automationMessages.assignedByRule('Grace Admin') }),
    ).toBeTruthy()
  })

  it('starts a resubmission from the last round’s reviewer, due date and notes', async () => {
    const posted = stubWorkflowApi(true)
    const onDone = renderForm('t-post', {
      assignee: { id: grace.id, name: grace.name, email: grace.email },
      dueDate: '2030-05-01',
      notes: 'Check the prices',
    })
    await screen.findByRole('option', { name: 'Grace Admin (Admin)' })
    expect(screen.getByLabelText<HTMLSelectElement>('Reviewer').value).toBe(grace.id)
    expect(
      screen.getByText('The reviewer of the last round; choose someone else to change it.'),
    ).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Due date (optional)').value).toBe('2030-05-01')
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted.bodies).toEqual([
      { assignedTo: grace.id, dueDate: '2030-05-01', notes: 'Check the prices' },
    ])
  })

  it('asks for a reviewer while the rules are paused', async () => {
    const posted = stubWorkflowApi(false)
    renderForm()
    await screen.findByRole('option', { name: 'Jane Doe (Editor)' })
    expect(screen.getByRole('option', { name: 'Choose a reviewer' })).toBeTruthy()
    submit()
    const select = screen.getByLabelText('Reviewer')
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'))
    const error = document.getElementById(select.getAttribute('aria-describedby')!)
    expect(error?.textContent).toBe(workflowMessages.assigneeRequired)
    expect(posted.bodies).toEqual([])
  })
})
