import { TRIAL_DAYS, type BillingOffer } from '@folio/schema'

import { selfHostedFaq } from './self-hosted-copy'

import type { FaqItem } from '@/components/ui/faq-list'

const paymentMethods: FaqItem = {
  question: 'Which payment methods do you accept?',
  answer: 'Premium is paid monthly by credit or debit card, through Stripe.',
}

const cancel: FaqItem = {
  question: 'Can I cancel at any time?',
  answer:
    'Yes. Cancel whenever you like and you keep Premium access until the end of your current billing period. No questions asked.',
}

const trial: FaqItem = {
  question: 'Is there a free trial?',
  answer: `Yes. Premium comes with a ${TRIAL_DAYS}-day free trial, and you do not need a card to start it.`,
}

const backToFree: FaqItem = {
  question: 'What happens to my content if I switch back to Free?',
  answer:
    'Nothing is deleted. Your content types, entries and media stay exactly where they are; only the Premium features switch off.',
}

/**
 * The billing questions this installation can answer truthfully: none about paying on a
 * self-hosted one, and the trial only while it can still be started. Before the offer is known
 * (the prerendered page), the answers true of every installation that sells Premium.
 */
export function billingFaqFor(offer: BillingOffer | null): readonly FaqItem[] {
  if (offer?.mode === 'self_hosted') return selfHostedFaq
  return offer?.trialAvailable
    ? [paymentMethods, cancel, trial, backToFree]
    : [paymentMethods, cancel, backToFree]
}
