import type { FaqItem } from '@/components/ui/faq-list'

/** What a self-hosted installation gives everyone on it: every feature, nothing to buy. */
export const includedFeatures: readonly string[] = [
  'Unlimited content types and items',
  'Media library with no storage quota',
  'Team collaboration with roles and review workflows',
  'Multi-language support',
  'Version control',
  'AI assistant with your own provider key',
  'Advanced analytics',
  'Workflow automation',
  'Custom domains',
  'Read-write API keys',
]

/** The pricing questions a self-hosted installation answers instead of billing ones. */
export const selfHostedFaq: readonly FaqItem[] = [
  {
    question: 'Is there anything to pay for?',
    answer:
      'No. This installation is self-hosted: every feature is included for everyone on it. There is no plan to buy, no trial to start and no card to enter.',
  },
  {
    question: 'Are any features locked?',
    answer:
      'None. Advanced analytics, workflow automation, custom domains, read-write API keys and file storage without a quota are all switched on.',
  },
  {
    question: 'Does the AI assistant cost extra?',
    answer:
      'Folio charges nothing for it. An admin connects a provider in Settings → AI with an API key of your own, and that provider bills you for what you use.',
  },
]
