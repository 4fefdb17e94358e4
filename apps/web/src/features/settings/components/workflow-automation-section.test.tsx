import { automationMessages, entitlementFeatures } from '@folio/schema'
import type { Subscription, WorkflowAutomationRule } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { WorkflowAutomationSection } from './workflow-automation-section'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiJson, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'

const json = (status: number, body?: unknown) => apiJson(body, status)

const jane = { id: 'u-jane', name: 'Jane Doe', email: 'jane@example.com' }
const types = [
  { id: 't-post', name: 'Blog Post', slug: 'blog-post' },
  { id: 't-article', name: 'Article', slug: 'article' },
]

const rule = (patch: Partial<WorkflowAutomationRule>): WorkflowAutomationRule => ({
  id: 'r-1',
  trigger: 'submitted',
  contentTypeId: 't-post',
  contentTypeName: 'Blog Post',
  action: { type: 'assign_reviewer', reviewerId: jane.id },
  reviewer: jane,
  enabled: true,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  ...patch,
})
const assignJane = rule({})
const publishAll = rule({
  id: 'r-2',
  trigger: 'approved',
  contentTypeId: null,
  contentTypeName: null,
  action: { type: 'publish' },
  reviewer: null,
  enabled: false,
})

const plan = (premium: boolean): Subscription => ({
  mode: 'stripe',
  plan: premium ? 'premium' : 'free',
  status: premium ? 'active' : 'free',
  trialAvailable: !premium,
  trialEndsAt: null,
  trialDaysLeft: null,
  currentPeriodEnd: null,
  entitlements: premium ? [...entitlementFeatures] : [],
  storage: { usedBytes: 0, quotaBytes: 1024 ** 3 },
  publishableKey: 'pk_test_x',
  priceCents: 1900,
  currency: 'usd',
})

interface Call {
  method: string
  path: string
  body: unknown
}

/** A fake API holding the rules; `rulesStatus` answers the list with an error instead. */
const RULES = '/api/v1/workflow/automation-rules'

function stubRulesApi(initial: WorkflowAutomationRule[], premium = true, rulesStatus = 200) {
  let rules = initial
  const calls: Call[] = []
  const record = ({ method, url, body }: StubCall) =>
    calls.push({ method, path: url.pathname, body })
  stubApi.get('/api/v1/billing/subscription', { data: plan(premium) })
  // The rule dialog only needs each type's id and name.
  stubApi.get('/api/v1/content-types', () => json(200, { data: types }))
  stubApi.get('/api/v1/workflow/assignees', { data: [{ ...jane, role: 'editor' }] })
  stubApi.get(RULES, () => {
    if (rulesStatus !== 200) {
      return json(rulesStatus, { error: { code: 'internal_error', message: 'Server down' } })
    }
    return json(200, { data: rules, active: premium })
  })
  stubApi.post(RULES, (call) => {
    record(call)
    const created = rule({ id: 'r-new', contentTypeName: 'Blog Post', reviewer: jane })
    rules = [...rules, created]
    return json(201, { data: created })
  })
  stubApi.patch(`${RULES}/:id`, (call) => {
    record(call)
    rules = rules.map((r) => (r.id === call.params.id ? { ...r, ...(call.body as object) } : r))
    return json(200, { data: rules.find((r) => r.id === call.params.id) })
  })
  stubApi.delete(`${RULES}/:id`, (call) => {
    record(call)
    rules = rules.filter((r) => r.id !== call.params.id)
    return json(204)
  })
  return calls
}

function renderSection() {
  renderApp(<WorkflowAutomationSection />)
}

const sentences = {
  assign: 'When a Blog Post is submitted, assign Jane Doe as reviewer',
  publish: 'When any item is approved, publish it',
}

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Settings → Workflow → Automation', () => {
  it('lists the rules in words, switches one on and deletes one after confirming', async () => {
    const calls = stubRulesApi([assignJane, publishAll])
    renderSection()
    const list = await screen.findByRole('list', { name: 'Automation rules' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      sentences.assign,
      sentences.publish,
    ])
    const publish = screen.getByRole('listitem', { name: sentences.publish })
    expect(within(publish).getByText('Off')).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()

    fireEvent.click(
      within(publish).getByRole('switch', { name: `Switch on: ${sentences.publish}` }),
    )
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PATCH',
          path: '/api/v1/workflow/automation-rules/r-2',
          body: { enabled: true },
        },
      ]),
    )
    await waitFor(() => expect(within(publish).queryByText('Off')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: `Delete rule: ${sentences.assign}` }))
    const confirm = screen.getByRole('dialog', { name: 'Delete workflow rule?' })
    expect(confirm.textContent).toContain(sentences.assign)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete rule' }))
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: sentences.assign })).toBeNull(),
    )
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/v1/workflow/automation-rules/r-1',
      body: undefined,
    })
  })

  it('adds a rule, saying which trigger an action needs and what is missing', async () => {
    const calls = stubRulesApi([])
    renderSection()
    expect(await screen.findByText('No rules yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }))
    const dialog = screen.getByRole('dialog', { name: 'Add workflow rule' })

    fireEvent.change(within(dialog).getByLabelText('When an item is'), {
      target: { value: 'approved' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }))
    expect(within(dialog).getByText(automationMessages.assignNeedsSubmitted)).toBeTruthy()
    expect(within(dialog).getByText(automationMessages.reviewerRequired)).toBeTruthy()
    expect(calls).toEqual([])

    fireEvent.change(within(dialog).getByLabelText('When an item is'), {
      target: { value: 'submitted' },
    })
    await within(dialog).findByRole('option', { name: 'Blog Post' })
    fireEvent.change(within(dialog).getByLabelText('Content type'), {
      target: { value: 't-post' },
    })
    await within(dialog).findByRole('option', { name: 'Jane Doe (Editor)' })
    fireEvent.change(within(dialog).getByLabelText('Reviewer'), { target: { value: jane.id } })
    expect(dialog.textContent).toContain(sentences.assign)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/workflow/automation-rules',
        body: {
          trigger: 'submitted',
          contentTypeId: 't-post',
          action: { type: 'assign_reviewer', reviewerId: jane.id },
        },
      },
    ])
    expect(await screen.findByRole('listitem', { name: sentences.assign })).toBeTruthy()
  })

  it('locks the rules on the Free plan: kept, paused and read-only, with a way to upgrade', async () => {
    const calls = stubRulesApi([assignJane, publishAll], false)
    renderSection()
    const lock = await screen.findByRole('note', { name: 'Workflow automation needs Premium' })
    expect(within(lock).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    await screen.findByRole('list', { name: 'Automation rules' })
    expect(screen.getByText(automationMessages.paused)).toBeTruthy()
    for (const toggle of screen.getAllByRole('switch')) {
      expect((toggle as HTMLButtonElement).disabled).toBe(true)
    }
    const remove = screen.getByRole('button', { name: `Delete rule: ${sentences.assign}` })
    expect((remove as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull()
    fireEvent.click(screen.getAllByRole('switch')[0]!)
    expect(calls).toEqual([])
  })

  it('says when the rules cannot be loaded, with a retry', async () => {
    stubRulesApi([], true, 500)
    renderSection()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the workflow rules')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
