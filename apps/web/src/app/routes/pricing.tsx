import { planPriceCents, TRIAL_DAYS } from '@folio/schema'
import { lazy, Suspense, useEffect, useState } from 'react'

import { Container } from '@/components/ui/container'
import { FaqList } from '@/components/ui/faq-list'
import { SectionHeading } from '@/components/ui/section-heading'
import { billingFaqFor } from '@/features/pricing/billing-faq'
import { PlanGrid } from '@/features/pricing/components/plan-grid'
import { pricingCta, visitor } from '@/features/pricing/pricing-cta'
import type { PricingViewer } from '@/features/pricing/pricing-cta'
import { useBillingOffer } from '@/features/pricing/use-billing-offer'
import { hasStoredSession } from '@/lib/auth-storage'
import { PageMeta } from '@/lib/page-meta'

// Only a self-hosted installation shows it, once its offer is known: not in the landing bundle.
const IncludedPlan = lazy(() =>
  import('@/features/pricing/components/included-plan').then((module) => ({
    default: module.IncludedPlan,
  })),
)

const loadPaymentDialog = () => import('@/features/billing/components/payment-dialog-host')
const PaymentDialogHost = lazy(() =>
  loadPaymentDialog().then((module) => ({ default: module.PaymentDialogHost })),
)

/** Checks the stored session and reads the plan; loaded only when a session is stored. */
async function loadViewer(): Promise<PricingViewer> {
  const [{ whenAuthResolved }, { getSubscription }] = await Promise.all([
    import('@/features/auth/auth-sync'),
    import('@/lib/use-subscription'),
  ])
  const auth = await whenAuthResolved()
  if (!auth.isAuthenticated) return visitor
  const subscription = await getSubscription().catch(() => null)
  return { kind: 'member', subscription }
}

/**
 * The prerendered page is the visitor's; a signed-in user's buttons replace it after hydration.
 * Visitors (no stored session) load nothing more.
 */
function usePricingViewer(): PricingViewer {
  const [viewer, setViewer] = useState<PricingViewer>(visitor)
  useEffect(() => {
    if (!hasStoredSession()) return
    let active = true
    void loadViewer().then((next) => {
      if (active) setViewer(next)
    })
    return () => {
      active = false
    }
  }, [])
  return viewer
}

export const pricingMeta = {
  title: 'Pricing — Folio',
  description:
    'Folio pricing: what the Free plan includes and what Premium adds, or, on a self-hosted installation, every feature included.',
}

/**
 * `/pricing`: the plans side by side and the billing FAQ, as this installation sells them. A
 * self-hosted one sells nothing: one card says everything is included, with no trial or checkout.
 */
export function PricingPage() {
  const viewer = usePricingViewer()
  const offer = useBillingOffer()
  const selfHosted = offer?.mode === 'self_hosted'
  const trialAvailable = offer?.trialAvailable ?? false
  const [paymentDialog, setPaymentDialog] = useState(false)
  const upgrade = () => {
    setPaymentDialog(true)
    void loadPaymentDialog().then((module) => module.openPaymentDialog(planPriceCents('premium')))
  }

  return (
    <>
      <PageMeta {...pricingMeta} />
      <section aria-labelledby="pricing-title" className="relative isolate pt-16 pb-20 sm:pt-24">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_50%_-5%,var(--primary-soft),transparent_70%)]"
        />
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
              Pricing
            </p>
            <h1
              id="pricing-title"
              className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              {selfHosted ? 'Everything is included' : 'Plans that grow with your content'}
            </h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground">
              {selfHosted
                ? 'This installation is self-hosted: every feature is unlocked for everyone on it, and there is nothing to buy.'
                : `Everything you need to build is free. Premium adds the built-in AI assistant and more for busy teams${trialAvailable ? `, with a ${TRIAL_DAYS}-day free trial` : ''}.`}
            </p>
          </div>
          <div className="mt-14">
            {selfHosted ? (
              <Suspense fallback={null}>
                <IncludedPlan
                  headingLevel="h2"
                  cta={
                    viewer.kind === 'member'
                      ? { label: 'Go to dashboard', to: '/dashboard' }
                      : { label: 'Get Started', to: '/signup' }
                  }
                />
              </Suspense>
            ) : (
              <PlanGrid
                page="pricing"
                headingLevel="h2"
                trialAvailable={trialAvailable}
                ctaFor={(plan) => pricingCta(plan, viewer, upgrade)}
              />
            )}
          </div>
        </Container>
      </section>

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="border-t border-border bg-surface py-20 sm:py-24"
      >
        <Container>
          <div className="mx-auto max-w-4xl">
            <SectionHeading id="faq-title" title="Frequently asked questions" />
            <div className="mt-12">
              <FaqList items={billingFaqFor(offer)} />
            </div>
          </div>
        </Container>
      </section>
      {paymentDialog && (
        <Suspense fallback={null}>
          <PaymentDialogHost />
        </Suspense>
      )}
    </>
  )
}
