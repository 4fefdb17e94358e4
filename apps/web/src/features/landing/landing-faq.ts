import type { FaqItem } from '@/components/ui/faq-list'

/** Product questions the landing page answers next to the billing ones. */
export const productFaq: readonly FaqItem[] = [
  {
    question: 'Can I host Folio myself?',
    answer:
      'Yes. Folio runs as a single Node.js process with SQLite out of the box, and moves to PostgreSQL, Redis and S3-compatible storage when you need to scale.',
  },
  {
    question: 'Which AI providers does the assistant support?',
    answer:
      'Grok, OpenAI, Anthropic, Mistral and any OpenAI-compatible endpoint, such as a local model. On Free you bring your own API key; Premium includes the assistant.',
  },
]
