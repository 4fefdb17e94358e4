import { builtInWorkflowStates, workflowMessages } from '@folio/schema'
import type { ErrorCode, WorkflowState } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { WorkflowTab } from './workflow-tab'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const builtIn: WorkflowState[] = builtInWorkflowStates.map((state, index) => ({
  ...state,
  id: `s-${state.slug}`,
  position: index,
  builtIn: true,
  assignmentCount: state.slug === 'in-review' ? 3 : 0,
}))
const legal: WorkflowState = {
  id: 's-legal',
  name: 'Legal Review',
  slug: 'legal-review',
  color: '#BF5AF2',
  position: 5,
  builtIn: false,
  assignmentCount: 0,
}

interface Call {
  method: string
  path: string
  body: unknown
}

/**
 * A fake states API holding the list. `refuse` answers a method's calls with that error
 * instead (the list stays as it was, as the server's transaction would leave it). Writes wait
 * for `gate` when one is given.
 */
function stubStatesApi(
  initial: WorkflowState[],
  refuse: Record<string, [number, string, ErrorCode]> = {},
  gate?: Promise<void>,
) {
  let states = initial
  const calls: Call[] = []
  const change =
    (answer: (call: StubCall) => Response) =>
    async (call: StubCall): Promise<Response> => {
      if (gate) await gate
      calls.push({ method: call.method, path: call.url.pathname, body: call.body })
      const refusal = refuse[call.method]
      if (refusal) {
        const [status, message, code] = refusal
        return apiError(status, code, message)
      }
      return answer(call)
    }
  // A change to any other path gets the server's 404, and still shows in the calls.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method](
      '/api/v1/*',
      change(() => apiNotFound()),
    )
  }
  // The tab's other section: no automation rules, on a plan that runs them.
  stubApi.get('/api/v1/workflow/automation-rules', { data: [], active: true })
  stubApi.get('/api/v1/billing/subscription', apiNotFound)

  stubApi.get('/api/v1/workflow/states', () => ({ data: states }))
  stubApi.put(
    '/api/v1/workflow/states/order',
    change(({ body }) => {
      const { ids } = body as { ids: string[] }
      states = ids.map((id, position) => ({ ...states.find((s) => s.id === id)!, position }))
      return apiJson({ data: states })
    }),
  )
  stubApi.post(
    '/api/v1/workflow/states',
    change(({ body }) => {
      const input = body as { name: string; color: string; slug?: string }
      const created = {
        id: 's-new',
        name: input.name,
        color: input.color,
        slug: input.slug ?? input.name.toLowerCase().replace(/\s+/g, '-'),
        position: states.length,
        builtIn: false,
        assignmentCount: 0,
      }
      states = [...states, created]
      return apiJson({ data: created }, 201)
    }),
  )
  stubApi.patch(
    '/api/v1/workflow/states/:id',
    change(({ params, body }) => {
      states = states.map((state) =>
        state.id === params.id ? { ...state, ...(body as Partial<WorkflowState>) } : state,
      )
      return apiJson({ data: states.find((state) => state.id === params.id) })
    }),
  )
  stubApi.delete(
    '/api/v1/workflow/states/:id',
    change(({ params }) => {
      states = states.filter((state) => state.id !== params.id)
      return apiJson(undefined, 204)
    }),
  )
  return calls
}

function renderTab() {
  renderApp(<WorkflowTab />)
}

const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Workflow states' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))

const lastNotice = () => notificationStore.getState().notifications[0]

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Settings → Workflow', () => {
  it('lists the states in order with slug, Built-in tag and usage, and blocks deleting built-in or used ones', async () => {
    stubStatesApi([...builtIn, legal])
    renderTab()
    await screen.findByRole('list', { name: 'Workflow states' })
    expect(shownOrder()).toEqual([
      'Draft',
      'In Review',
      'Needs Changes',
      'Approved',
      'Published',
      'Legal Review',
    ])

    const inReview = screen.getByRole('listitem', { name: 'In Review' })
    expect(within(inReview).getByText('Built-in')).toBeDefined()
    expect(within(inReview).getByText('in-review')).toBeDefined()
    expect(inReview.textContent).toContain('3 items')
    const deleteInReview = within(inReview).getByRole('button', { name: 'Delete In Review' })
    expect(deleteInReview.getAttribute('aria-disabled')).toBe('true')
    expect(deleteInReview.getAttribute('aria-describedby')).toBeTruthy()
    const reason = document.getElementById(deleteInReview.getAttribute('aria-describedby')!)
    expect(reason?.textContent).toBe(workflowMessages.stateBuiltIn)

    const custom = screen.getByRole('listitem', { name: 'Legal Review' })
    expect(within(custom).queryByText('Built-in')).toBeNull()
    expect(custom.textContent).toContain('No items')
    expect(
      within(custom)
        .getByRole('button', { name: 'Delete Legal Review' })
        .hasAttribute('aria-disabled'),
    ).toBe(false)
    // The first state cannot go further up; clicking the blocked button sends nothing.
    const firstUp = screen.getByRole('button', { name: 'Move Draft up' })
    expect(firstUp.getAttribute('aria-disabled')).toBe('true')
  })

  it('moves a state up at once and saves every id in the new order in one PUT', async () => {
    let answer = () => {}
    const calls = stubStatesApi(
      [...builtIn, legal],
      {},
      new Promise((resolve) => (answer = resolve)),
    )
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Move Legal Review up' }))
    // Optimistic: the list shows the new order before the server answers.
    await waitFor(() => expect(shownOrder().slice(-2)).toEqual(['Legal Review', 'Published']))
    expect(screen.getByText('“Legal Review” moved to position 5 of 6.')).toBeDefined()
    answer()
    expect(await screen.findByText('“Legal Review” moved to position 5 of 6. Saved.')).toBeDefined()
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/workflow/states/order',
        body: {
          ids: [
            's-draft',
            's-in-review',
            's-needs-changes',
            's-approved',
            's-legal',
            's-published',
          ],
        },
      },
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Move Draft down' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect((calls[1]?.body as { ids: string[] }).ids.slice(0, 2)).toEqual([
      's-in-review',
      's-draft',
    ])
    expect(shownOrder().slice(0, 2)).toEqual(['In Review', 'Draft'])
  })

  it('puts the order back and says why when the server refuses it', async () => {
    let answer = () => {}
    stubStatesApi(
      [...builtIn, legal],
      { PUT: [422, workflowMessages.orderIncomplete, 'unprocessable'] },
      new Promise((resolve) => (answer = resolve)),
    )
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Move Legal Review up' }))
    await waitFor(() => expect(shownOrder().slice(-2)).toEqual(['Legal Review', 'Published']))
    answer()
    await waitFor(() =>
      expect(lastNotice()?.message).toBe(
        `The new order was not saved: ${workflowMessages.orderIncomplete}`,
      ),
    )
    expect(lastNotice()?.type).toBe('error')
    expect(shownOrder().slice(-2)).toEqual(['Published', 'Legal Review'])
  })

  it('adds a state with a preset colour, leaving the slug to the server', async () => {
    const calls = stubStatesApi(builtIn)
    renderTab()
    await screen.findByRole('list', { name: 'Workflow states' })
    fireEvent.click(screen.getByRole('button', { name: 'Add state' }))
    const dialog = screen.getByRole('dialog', { name: 'Add workflow state' })
    // Blue, Indigo, Orange, Green and Grey are taken by the built-in states: Purple is offered.
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Purple' }).checked).toBe(
      true,
    )

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add state' }))
    expect(within(dialog).getByText(workflowMessages.stateNameRequired)).toBeDefined()
    expect(calls).toEqual([])

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Legal Review' } })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Red' }))
    expect(within(dialog).getByLabelText<HTMLInputElement>('Custom colour').value).toBe('#ff453a')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add state' }))

    await waitFor(() => expect(lastNotice()?.message).toBe('Workflow state “Legal Review” added'))
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/workflow/states',
        body: { name: 'Legal Review', color: '#FF453A' },
      },
    ])
    expect(await screen.findByRole('listitem', { name: 'Legal Review' })).toBeDefined()
  })

  it('renames and recolours a built-in state, sending only what changed', async () => {
    const calls = stubStatesApi(builtIn)
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit In Review' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit “In Review”' })
    // The slug is shown, not editable.
    expect(within(dialog).queryByLabelText('Slug (optional)')).toBeNull()
    expect(within(dialog).getByText('in-review')).toBeDefined()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save state' }))
    // Nothing changed: the dialog closes without a request.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Edit In Review' }))
    const again = screen.getByRole('dialog', { name: 'Edit “In Review”' })
    fireEvent.change(within(again).getByLabelText('Custom colour'), {
      target: { value: '#123abc' },
    })
    fireEvent.click(within(again).getByRole('button', { name: 'Save state' }))
    await waitFor(() => expect(lastNotice()?.message).toBe('Workflow state “In Review” updated'))
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/v1/workflow/states/s-in-review', body: { color: '#123ABC' } },
    ])
  })

  it('shows a taken slug on the slug field', async () => {
    stubStatesApi(builtIn, { POST: [409, workflowMessages.stateSlugTaken, 'slug_taken'] })
    renderTab()
    await screen.findByRole('list', { name: 'Workflow states' })
    fireEvent.click(screen.getByRole('button', { name: 'Add state' }))
    const dialog = screen.getByRole('dialog', { name: 'Add workflow state' })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Approved' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add state' }))
    const slug = within(dialog).getByLabelText('Slug (optional)')
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText(workflowMessages.stateSlugTaken)).toBeDefined()
  })

  it('deletes an unused custom state after confirming', async () => {
    const calls = stubStatesApi([...builtIn, legal])
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Legal Review' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete workflow state?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete state' }))
    await waitFor(() => expect(lastNotice()?.message).toBe('Workflow state “Legal Review” deleted'))
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/v1/workflow/states/s-legal', body: undefined },
    ])
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Legal Review' })).toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the confirm open with the reason when the server refuses the delete', async () => {
    const message = workflowMessages.stateInUse(1)
    const calls = stubStatesApi([...builtIn, legal], { DELETE: [409, message, 'in_use'] })
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Legal Review' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete workflow state?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete state' }))
    expect(await within(confirm).findByText(message)).toBeDefined()
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/v1/workflow/states/s-legal', body: undefined },
    ])
  })
})
