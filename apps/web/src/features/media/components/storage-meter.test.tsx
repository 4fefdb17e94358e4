import type { Subscription } from '@folio/schema'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { StorageMeter } from './storage-meter'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'
import { GIB, subscriptionFixture } from '@/testing/subscription-fixtures'

const plan = (patch: Partial<Subscription>) =>
  subscriptionFixture({ storage: { usedBytes: 512 * 1024 * 1024, quotaBytes: GIB }, ...patch })

function renderMeter(subscription: Subscription) {
  stubApi.get('/api/v1/billing/subscription', { data: subscription })
  const { container } = renderApp(<StorageMeter />)
  return container
}

describe('Storage meter', () => {
  it('shows how much of the Free quota is used, with a way to upgrade', async () => {
    renderMeter(plan({}))
    const meter = await screen.findByRole('meter', { name: 'Storage' })
    expect(meter.getAttribute('aria-valuetext')).toBe('512 MB of 1 GB used')
    expect(screen.getByText('512 MB of 1 GB used')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade for 100 GB' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
  })

  it('offers no upgrade on Premium', async () => {
    renderMeter(
      plan({
        plan: 'premium',
        status: 'active',
        storage: { usedBytes: 2 * GIB, quotaBytes: 100 * GIB },
      }),
    )
    expect(await screen.findByText('2 GB of 100 GB used')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows nothing on a self-hosted installation', async () => {
    const container = renderMeter(
      plan({ mode: 'self_hosted', plan: 'premium', storage: { usedBytes: GIB, quotaBytes: null } }),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(container.textContent).toBe('')
  })
})
