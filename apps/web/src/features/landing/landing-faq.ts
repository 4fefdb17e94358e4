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
      'Grok, OpenAI, Anthropic, Mistral, or a custom endpoint such as a local model behind an OpenAI-compatible API. An admin chooses the provider and enters its API key in Settings → AI.',
  },
]
