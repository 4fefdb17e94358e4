import { plans } from '@folio/schema'
import type { Plan } from '@folio/schema'
import { describe, expect, it, vi } from 'vitest'

import { pricingCta, visitor } from './pricing-cta'
import type { PricingViewer } from './pricing-cta'

const free = plans.find((plan) => plan.id === 'free') as Plan
const premium = plans.find((plan) => plan.id === 'premium') as Plan

const member = (mode: 'stripe' | 'self_hosted', plan: 'free' | 'premium'): PricingViewer => ({
  kind: 'member',
  subscription: { mode, plan },
})

describe('pricingCta', () => {
  it('sends visitors to /signup from both plans', () => {
    const upgrade = vi.fn()
    expect(pricingCta(free, visitor, upgrade)).toEqual({ label: 'Get Started', to: '/signup' })
    expect(pricingCta(premium, visitor, upgrade)).toEqual({ label: 'Get Started', to: '/signup' })
  })

  it('shows a Free member Current Plan on Free and Upgrade Now on Premium', () => {
    const upgrade = vi.fn()
    expect(pricingCta(free, member('stripe', 'free'), upgrade)).toEqual({
      kind: 'disabled',
      label: 'Current Plan',
    })
    const cta = pricingCta(premium, member('stripe', 'free'), upgrade)
    expect(cta).toMatchObject({ kind: 'button', label: 'Upgrade Now' })
    if (cta.kind === 'button') cta.onClick()
    expect(upgrade).toHaveBeenCalledOnce()
  })

  it('marks Premium as the current plan of a Premium member', () => {
    const upgrade = vi.fn()
    expect(pricingCta(premium, member('stripe', 'premium'), upgrade)).toEqual({
      kind: 'disabled',
      label: 'Current Plan',
    })
    expect(pricingCta(free, member('stripe', 'premium'), upgrade).label).toBe('Included in Premium')
  })

  it('sells nothing on a self-hosted installation', () => {
    const upgrade = vi.fn()
    for (const plan of [free, premium]) {
      expect(pricingCta(plan, member('self_hosted', 'premium'), upgrade)).toMatchObject({
        kind: 'disabled',
        label: 'Included',
      })
    }
  })

  it('offers the Free plan choices when the plan could not be read', () => {
    const viewer: PricingViewer = { kind: 'member', subscription: null }
    expect(pricingCta(free, viewer, vi.fn()).label).toBe('Current Plan')
    expect(pricingCta(premium, viewer, vi.fn()).label).toBe('Upgrade Now')
  })
})
