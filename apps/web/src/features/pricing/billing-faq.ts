import { TRIAL_DAYS } from '@folio/schema'

import type { FaqItem } from '@/components/ui/faq-list'

/** Billing questions, shown on the pricing page and the landing page. */
export const billingFaq: readonly FaqItem[] = [
  {
    question: 'Which payment methods do you accept?',
    answer: 'We accept all major credit and debit cards as well as PayPal.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel whenever you like and you keep Premium access until the end of your current billing period. No questions asked.',
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes. Premium comes with a ${TRIAL_DAYS}-day free trial, and you do not need a card to start it.`,
  },
  {
    question: 'What happens to my content if I switch back to Free?',
    answer:
      'Nothing is deleted. Your content types, entries and media stay exactly where they are; only the Premium features switch off.',
  },
]
