/** Public-site constants: contact addresses and outside links in one place. */
export const site = {
  name: 'Folio',
  tagline: 'The headless CMS with an AI writing assistant',
  salesEmail: 'sales@folio.dev',
  supportEmail: 'support@folio.dev',
  copyrightYear: 2025,
  links: {
    github: 'https://github.com/folio-cms/folio',
    x: 'https://x.com/foliocms',
    linkedin: 'https://www.linkedin.com/company/foliocms',
    forum: 'https://github.com/folio-cms/folio/discussions',
    changelog: 'https://github.com/folio-cms/folio/releases',
    videos: 'https://www.youtube.com/@foliocms',
  },
} as const

export const mailto = {
  scheduleCall: `mailto:${site.salesEmail}?subject=${encodeURIComponent('Schedule a call about Folio')}`,
  contactSales: `mailto:${site.salesEmail}?subject=${encodeURIComponent('Folio sales enquiry')}`,
} as const
