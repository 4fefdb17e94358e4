import { domainMessages } from '@folio/schema'
import type { CustomDomain, CustomDomainSettings } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CustomDomainsCard } from './custom-domains-card'

import { notificationStore } from '@/stores/notifications'

const json = (status: number, body?: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fake `/api/v1/settings/domains` that keeps what was saved and records each PUT. */
function stubApi(initial: CustomDomainSettings) {
  let settings = initial
  const puts: CustomDomain[][] = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://folio.test').pathname
    if (path !== '/api/v1/settings/domains')
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }))
    if (init?.method === 'PUT') {
      const { domains } = JSON.parse(init.body as string) as { domains: CustomDomain[] }
      puts.push(domains)
      settings = { ...settings, domains }
    }
    return Promise.resolve(json(200, { data: settings }))
  })
  return puts
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomDomainsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const hostnameField = () => screen.getByLabelText('Hostname')
async function addDomain(hostname: string) {
  fireEvent.change(hostnameField(), { target: { value: hostname } })
  fireEvent.click(screen.getByRole('button', { name: 'Add domain' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  notificationStore.getState().clear()
})

describe('Custom domains', () => {
  it('checks a hostname before sending it, then adds it as the primary domain', async () => {
    const puts = stubApi({ domains: [], inUse: true })
    renderCard()
    expect(await screen.findByText('No custom domains yet')).toBeTruthy()

    await addDomain('https://cms.example.com')
    expect(await screen.findByText(domainMessages.noScheme)).toBeTruthy()
    await addDomain('cms')
    expect(await screen.findByText(domainMessages.needsDot)).toBeTruthy()
    expect(puts).toHaveLength(0)

    await addDomain(' CMS.Example.com ')
    await waitFor(() => expect(puts).toEqual([[{ hostname: 'cms.example.com', primary: true }]]))
    const list = await screen.findByRole('list', { name: 'Custom domains' })
    const row = within(list).getByRole('listitem')
    expect(within(row).getByText('Primary')).toBeTruthy()
    expect(row.textContent).toContain(
      `Point a CNAME record for cms.example.com at ${window.location.hostname}.`,
    )
    expect((hostnameField() as HTMLInputElement).value).toBe('')

    await addDomain('cms.example.com')
    expect(await screen.findByText(domainMessages.duplicate('cms.example.com'))).toBeTruthy()
  })

  it('makes another domain primary, and hands primary over when the primary is removed', async () => {
    const puts = stubApi({
      domains: [
        { hostname: 'cms.example.com', primary: true },
        { hostname: 'content.example.org', primary: false },
      ],
      inUse: true,
    })
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Make primary content.example.org' }))
    await waitFor(() =>
      expect(puts.at(-1)).toEqual([
        { hostname: 'cms.example.com', primary: false },
        { hostname: 'content.example.org', primary: true },
      ]),
    )

    fireEvent.click(await screen.findByRole('button', { name: 'Remove content.example.org' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove content.example.org?' })
    expect(dialog.textContent).toContain('cms.example.com, which becomes the primary domain')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }))
    await waitFor(() =>
      expect(puts.at(-1)).toEqual([{ hostname: 'cms.example.com', primary: true }]),
    )
  })

  it('locks on a plan without custom domains, keeping the saved ones listed but unused', async () => {
    const puts = stubApi({
      domains: [{ hostname: 'cms.example.com', primary: true }],
      inUse: false,
    })
    renderCard()
    const lock = await screen.findByRole('note', { name: 'Custom domains needs Premium' })
    expect(within(lock).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    expect(screen.getByText(domainMessages.notInUse)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Custom domains' })
    expect(within(list).getByText('Primary')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove cms.example.com' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(screen.queryByLabelText('Hostname')).toBeNull()
    expect(puts).toHaveLength(0)
  })
})
