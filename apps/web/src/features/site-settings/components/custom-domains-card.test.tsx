import { domainMessages } from '@folio/schema'
import type { CustomDomain, CustomDomainSettings } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { CustomDomainsCard } from './custom-domains-card'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const PATH = '/api/v1/settings/domains'

/** A fake `/api/v1/settings/domains` that keeps what was saved and records each PUT. */
function stubDomains(initial: CustomDomainSettings) {
  let settings = initial
  const puts: CustomDomain[][] = []
  stubApi.get(PATH, () => ({ data: settings }))
  stubApi.put(PATH, ({ body }) => {
    const { domains } = body as { domains: CustomDomain[] }
    puts.push(domains)
    settings = { ...settings, domains }
    return { data: settings }
  })
  return puts
}

function renderCard() {
  renderApp(<CustomDomainsCard />)
}

const hostnameField = () => screen.getByLabelText('Hostname')
async function addDomain(hostname: string) {
  fireEvent.change(hostnameField(), { target: { value: hostname } })
  fireEvent.click(screen.getByRole('button', { name: 'Add domain' }))
}

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Custom domains', () => {
  it('checks a hostname before sending it, then adds it as the primary domain', async () => {
    const puts = stubDomains({ domains: [], inUse: true })
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
    const puts = stubDomains({
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
    const puts = stubDomains({
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
