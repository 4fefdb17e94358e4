import { z } from 'zod'

/**
 * Custom domains (Premium): the hostnames, such as `cms.example.com`, where apps reach this
 * installation's delivery API and media. Each points at this server with a CNAME record; the
 * primary one is the base of the URLs Folio hands to apps.
 */

export const CUSTOM_DOMAINS_MAX = 10
/** The longest name DNS allows, dots included. */
export const HOSTNAME_MAX = 253
const LABEL_MAX = 63

export const domainMessages = {
  hostnameRequired: 'Enter a hostname, such as cms.example.com',
  noScheme: 'Enter the hostname only, without http:// or https://',
  noPath: 'Enter the hostname only, without a path',
  noPort: 'Enter the hostname only, without a port',
  needsDot: 'A hostname needs a dot, such as cms.example.com',
  tooLong: `A hostname can be at most ${HOSTNAME_MAX} characters`,
  labelTooLong: `Each part between dots can be at most ${LABEL_MAX} characters`,
  invalid:
    'Use letters, digits and hyphens between the dots (no hyphen at either end of a part), such as cms.example.com',
  ipAddress: 'Enter a domain name, not an IP address',
  duplicate: (hostname: string) => `${hostname} is listed twice`,
  tooMany: `At most ${CUSTOM_DOMAINS_MAX} custom domains`,
  onePrimary: 'Choose exactly one primary domain',
  saved: 'Custom domains saved',
  /** Said on the card while the plan does not include custom domains. */
  notInUse:
    'Your plan does not include custom domains: they stay saved but are not used until you upgrade.',
} as const

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/** Why a hostname (already trimmed and lower-cased) is refused; null when it is fine. */
export function hostnameProblem(hostname: string): string | null {
  if (hostname === '') return domainMessages.hostnameRequired
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(hostname)) return domainMessages.noScheme
  if (/[/?#]/.test(hostname)) return domainMessages.noPath
  if (/:\d*$/.test(hostname)) return domainMessages.noPort
  if (hostname.length > HOSTNAME_MAX) return domainMessages.tooLong
  if (!hostname.includes('.')) return domainMessages.needsDot
  const labels = hostname.split('.')
  if (labels.some((label) => label.length > LABEL_MAX)) return domainMessages.labelTooLong
  if (!labels.every((label) => LABEL.test(label))) return domainMessages.invalid
  if (/^\d+$/.test(labels.at(-1)!)) return domainMessages.ipAddress
  return null
}

/** A hostname as typed: surrounding spaces and a final dot dropped, case folded (DNS ignores it). */
export const hostnameSchema = z
  .string({ error: domainMessages.hostnameRequired })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .superRefine((value, ctx) => {
    const problem = hostnameProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const customDomainSchema = z.object({
  hostname: z.string(),
  /** The base of the URLs apps get; exactly one domain is primary when there are any. */
  primary: z.boolean(),
})
export type CustomDomain = z.infer<typeof customDomainSchema>

/** `PUT /api/v1/settings/domains`: the whole list, as it should be. */
export const customDomainsInputSchema = z
  .object({
    domains: z
      .array(z.object({ hostname: hostnameSchema, primary: z.boolean().default(false) }))
      .max(CUSTOM_DOMAINS_MAX, { error: domainMessages.tooMany }),
  })
  .superRefine(({ domains }, ctx) => {
    const seen = new Set<string>()
    domains.forEach((domain, index) => {
      if (seen.has(domain.hostname)) {
        ctx.addIssue({
          code: 'custom',
          path: ['domains', index, 'hostname'],
          message: domainMessages.duplicate(domain.hostname),
        })
      }
      seen.add(domain.hostname)
    })
    const primaries = domains.filter((domain) => domain.primary).length
    if (domains.length > 0 && primaries !== 1) {
      ctx.addIssue({ code: 'custom', path: ['domains'], message: domainMessages.onePrimary })
    }
  })
export type CustomDomainsInput = z.input<typeof customDomainsInputSchema>

/** `GET /api/v1/settings/domains` (admins). */
export const customDomainSettingsSchema = z.object({
  domains: z.array(customDomainSchema),
  /**
   * Whether the domains are used now: the plan includes custom domains. On a plan without
   * them they stay saved, unused, until it does again.
   */
  inUse: z.boolean(),
})
export type CustomDomainSettings = z.infer<typeof customDomainSettingsSchema>

/** The origin apps call on a custom domain: always HTTPS. */
export function domainOrigin(hostname: string): string {
  return `https://${hostname}`
}
