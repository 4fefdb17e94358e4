import { automationMessages, entitlementFeatures } from '@folio/schema'
import type { Subscription, WorkflowAutomationRule } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { WorkflowAutomationSection } from './workflow-automation-section'

import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

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
function stubApi(initial: WorkflowAutomationRule[], premium = true, rulesStatus = 200) {
  let rules = initial
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://folio.test')
    const method = init?.method ?? 'GET'
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined
    if (method !== 'GET') calls.push({ method, path: url.pathname, body })
    if (url.pathname === '/api/v1/billing/subscription') return json(200, { data: plan(premium) })
    if (url.pathname === '/api/v1/content-types') return json(200, { data: types })
    if (url.pathname === '/api/v1/workflow/assignees') {
      return json(200, { data: [{ ...jane, role: 'editor' }] })
    }
    if (method === 'GET') {
      if (rulesStatus !== 200) {
        return json(rulesStatus, { error: { code: 'internal_error', message: 'Server down' } })
      }
      return json(200, { data: rules, active: premium })
    }
    if (method === 'POST') {
      const created = rule({ id: 'r-new', contentTypeName: 'Blog Post', reviewer: jane })
      rules = [...rules, created]
      return json(201, { data: created })
    }
    const id = url.pathname.split('/').at(-1)
    if (method === 'PATCH') {
      rules = rules.map((r) => (r.id === id ? { ...r, ...(body as object) } : r))
      return json(200, { data: rules.find((r) => r.id === id) })
    }
    rules = rules.filter((r) => r.id !== id)
    return json(204)
  })
  return calls
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkflowAutomationSection />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const sentences = {
  assign: 'When a Blog Post is submitted, assign Jane Doe as reviewer',
  publish: 'When any item is approved, publish it',
}

afterEach(() => {
  vi.unstubAllGlobals()
  notificationStore.getState().clear()
})

describe('Settings → Workflow → Automation', () => {
  it('lists the rules in words, switches one on and deletes one after confirming', async () => {
    const calls = stubApi([assignJane, publishAll])
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
    const calls = stubApi([])
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
    const calls = stubApi([assignJane, publishAll], false)
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
    stubApi([], true, 500)
    renderSection()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load the workflow rules')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
