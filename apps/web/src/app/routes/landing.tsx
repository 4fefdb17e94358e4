import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'

import { Container } from '@/components/ui/container'
import { FaqList } from '@/components/ui/faq-list'
import { SectionHeading } from '@/components/ui/section-heading'
import { AboutSection } from '@/features/landing/components/about-section'
import { ClosingCta } from '@/features/landing/components/closing-cta'
import { FeatureGrid } from '@/features/landing/components/feature-grid'
import { Hero } from '@/features/landing/components/hero'
import { HowItWorks } from '@/features/landing/components/how-it-works'
import { Testimonials } from '@/features/landing/components/testimonials'
import { productFaq } from '@/features/landing/landing-faq'
import { billingFaqFor } from '@/features/pricing/billing-faq'
import { PlanGrid } from '@/features/pricing/components/plan-grid'
import { useBillingOffer } from '@/features/pricing/use-billing-offer'
import { PageMeta } from '@/lib/page-meta'

export const landingMeta = {
  title: 'Folio — headless CMS with an AI writing assistant',
  description:
    'Folio is a self-hostable headless CMS with an AI writing assistant: custom content types, team workflows, multi-language content and one REST API for every app.',
}

// Only a self-hosted installation shows it, once its offer is known: not in the landing bundle.
const IncludedPlan = lazy(() =>
  import('@/features/pricing/components/included-plan').then((module) => ({
    default: module.IncludedPlan,
  })),
)

/** `/`: the public landing page. Its pricing and FAQ say what this installation sells. */
export function LandingPage() {
  const offer = useBillingOffer()
  const selfHosted = offer?.mode === 'self_hosted'
  const trialAvailable = offer?.trialAvailable ?? false
  const billingFaq = billingFaqFor(offer)
  const landingFaq = [...billingFaq.slice(0, 3), ...productFaq, ...billingFaq.slice(3)]

  return (
    <>
      <PageMeta {...landingMeta} />
      <Hero offer={offer} />
      <FeatureGrid />
      <HowItWorks />

      <section id="pricing" aria-labelledby="pricing-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing"
            title={selfHosted ? 'Everything is included' : 'Simple, transparent pricing'}
            lead={
              selfHosted
                ? 'This installation is self-hosted: every feature is unlocked for everyone on it, and there is nothing to buy.'
                : 'Start free with everything you need. Upgrade when your team wants AI built in.'
            }
          />
          <div className="mt-14">
            {selfHosted ? (
              <Suspense fallback={null}>
                <IncludedPlan cta={{ label: 'Get Started Free', to: '/login' }} />
              </Suspense>
            ) : (
              <PlanGrid
                page="landing"
                trialAvailable={trialAvailable}
                ctaFor={(plan) => ({
                  label:
                    plan.id === 'free'
                      ? 'Get Started Free'
                      : trialAvailable
                        ? 'Start free trial'
                        : 'Get Premium',
                  to: '/login',
                })}
              />
            )}
          </div>
          <p className="mt-10 text-center">
            <Link
              to="/pricing"
              className="inline-flex items-center gap-1.5 rounded font-semibold text-primary-text hover:underline"
            >
              {selfHosted ? 'See everything that is included' : 'Compare plans in detail'}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </Container>
      </section>

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="border-y border-border bg-surface py-20 sm:py-28"
      >
        <Container>
          <div className="mx-auto max-w-4xl">
            <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
            <div className="mt-12">
              <FaqList items={landingFaq} />
            </div>
          </div>
        </Container>
      </section>

      <Testimonials />
      <AboutSection />
      <ClosingCta />
    </>
  )
}
