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
import { billingFaq } from '@/features/pricing/billing-faq'
import { PlanGrid } from '@/features/pricing/components/plan-grid'
import { PageMeta } from '@/lib/page-meta'

export const landingMeta = {
  title: 'Folio — headless CMS with an AI writing assistant',
  description:
    'Folio is a self-hostable headless CMS with an AI writing assistant: custom content types, team workflows, multi-language content and one REST API for every app.',
}

const landingFaq = [...billingFaq.slice(0, 3), ...productFaq, ...billingFaq.slice(3)]

/** `/`: the public landing page. */
export function LandingPage() {
  return (
    <>
      <PageMeta {...landingMeta} />
      <Hero />
      <FeatureGrid />
      <HowItWorks />

      <section id="pricing" aria-labelledby="pricing-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing"
            title="Simple, transparent pricing"
            lead="Start free with everything you need. Upgrade when your team wants AI built in."
          />
          <div className="mt-14">
            <PlanGrid
              page="landing"
              ctaFor={(plan) => ({
                label: plan.id === 'free' ? 'Get Started Free' : 'Start free trial',
                to: '/login',
              })}
            />
          </div>
          <p className="mt-10 text-center">
            <Link
              to="/pricing"
              className="inline-flex items-center gap-1.5 rounded font-semibold text-primary-text hover:underline"
            >
              Compare plans in detail
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
