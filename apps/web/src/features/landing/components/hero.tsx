import { TRIAL_DAYS, type BillingOffer } from '@folio/schema'
import { ArrowRight, CalendarDays, Sparkles } from 'lucide-react'
import { Link } from 'react-router'

import { HeroPreview } from './hero-preview'

import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { mailto } from '@/config/site'

/** The line under the calls to action: what starting costs on this installation. */
function offerNote(offer: BillingOffer | null): string {
  if (offer?.mode === 'self_hosted') return 'Self-hosted: every feature included, nothing to buy.'
  if (offer?.trialAvailable) {
    return `Free plan forever. Premium has a ${TRIAL_DAYS}-day trial, no card required.`
  }
  return 'Free plan forever. Upgrade to Premium when your team needs more.'
}

/**
 * Opening section: the promise, the two calls to action and a product preview. `offer` is what
 * this installation sells (null until known).
 */
export function Hero({ offer }: { offer: BillingOffer | null }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--primary-soft),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:56px_56px] opacity-60"
      />
      <Container className="pt-16 pb-20 sm:pt-24 sm:pb-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/80 px-3.5 py-1.5 text-sm font-medium text-muted-foreground shadow-sm">
            <Sparkles className="size-4 text-primary-text" aria-hidden="true" />
            Open source, self-hosted, AI built in
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            The headless CMS with an{' '}
            <span className="bg-gradient-to-r from-primary-text to-[color-mix(in_oklab,var(--color-primary),#bf5af2_55%)] bg-clip-text text-transparent">
              AI writing assistant
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Model content with custom types, draft it with AI, review it as a team and deliver it to
            any app through one REST API. Runs on your own server in minutes.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to="/login" className={buttonClass({ size: 'lg' })}>
              Get Started Free
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <a
              href={mailto.scheduleCall}
              className={buttonClass({ variant: 'secondary', size: 'lg' })}
            >
              <CalendarDays className="size-4" aria-hidden="true" />
              Schedule a call
            </a>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">{offerNote(offer)}</p>
        </div>
        <HeroPreview />
      </Container>
    </section>
  )
}
