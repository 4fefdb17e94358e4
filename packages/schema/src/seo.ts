import { z } from 'zod'

export const seoMessages = {
  loadFailed: 'Failed to load SEO data',
  urlInvalid: (label: string) => `${label} must be a valid http:// or https:// URL`,
  titleTemplate: 'The title template must contain %s where the page title goes',
  pathInvalid: 'Each path must start with /',
  patternInvalid: 'A URL pattern must start with / and contain {slug} or {id}',
  entryUrlInvalid: 'Enter a full http(s) URL or a path starting with /',
  priorityRange: 'Priority is between 0.0 and 1.0',
  entryTaken: 'This URL is in the sitemap already',
  saved: 'SEO settings saved',
  entryNotFound: 'Sitemap entry not found',
} as const

const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i

function optionalUrl(label: string) {
  return z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || HTTP_URL.test(value), {
      error: seoMessages.urlInvalid(label),
    })
}

export const changeFrequencies = [
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
] as const

/** The site-wide SEO record (one per installation). */
export const seoSettingsSchema = z.object({
  /** The public site's address; sitemap URLs are built on it. */
  siteUrl: optionalUrl('Site URL').default(''),
  titleTemplate: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || value.includes('%s'), { error: seoMessages.titleTemplate })
    .default('%s'),
  defaultDescription: z.string().trim().max(300, { error: 'At most 300 characters' }).default(''),
  socialImageUrl: optionalUrl('Social image URL').default(''),
  robots: z
    .object({
      /** Off: robots.txt asks every crawler to stay out. */
      indexing: z.boolean().default(true),
      disallowPaths: z
        .array(
          z
            .string()
            .trim()
            .regex(/^\/\S*$/, { error: seoMessages.pathInvalid }),
        )
        .max(100)
        .default([]),
      /** Extra lines appended as they are (Allow:, Crawl-delay:, other user agents). */
      extra: z
        .string()
        .max(5000)
        .refine((text) => !/[<>]/.test(text), { error: 'Robots rules are plain text' })
        .default(''),
    })
    .default({ indexing: true, disallowPaths: [], extra: '' }),
  /** By content type id: the path of an item on the site, e.g. `/blog/{slug}`. */
  urlPatterns: z
    .record(
      z.string(),
      z
        .string()
        .trim()
        .refine((value) => value === '' || (value.startsWith('/') && /\{(slug|id)\}/.test(value)), {
          error: seoMessages.patternInvalid,
        }),
    )
    .default({}),
})
export type SeoSettings = z.output<typeof seoSettingsSchema>
export type SeoSettingsInput = z.input<typeof seoSettingsSchema>

export const defaultSeoSettings: SeoSettings = seoSettingsSchema.parse({})

/** An item's own SEO meta; empty strings fall back to the item and the site defaults. */
export const seoMetaSchema = z.object({
  title: z.string().trim().max(200, { error: 'At most 200 characters' }).default(''),
  description: z.string().trim().max(300, { error: 'At most 300 characters' }).default(''),
  canonicalUrl: optionalUrl('Canonical URL').default(''),
  socialImageUrl: optionalUrl('Social image URL').default(''),
  noindex: z.boolean().default(false),
})
export type SeoMeta = z.output<typeof seoMetaSchema>
export type SeoMetaInput = z.input<typeof seoMetaSchema>

export const sitemapEntrySchema = z.object({
  id: z.string(),
  url: z.string(),
  priority: z.number(),
  changeFrequency: z.enum(changeFrequencies).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>

export const sitemapEntryInputSchema = z.object({
  url: z
    .string({ error: seoMessages.entryUrlInvalid })
    .trim()
    .max(2000)
    .refine((value) => HTTP_URL.test(value) || /^\/\S*$/.test(value), {
      error: seoMessages.entryUrlInvalid,
    }),
  priority: z
    .number({ error: seoMessages.priorityRange })
    .min(0, { error: seoMessages.priorityRange })
    .max(1, { error: seoMessages.priorityRange })
    .transform((value) => Math.round(value * 10) / 10)
    .default(0.5),
  changeFrequency: z.enum(changeFrequencies).nullable().default(null),
})
export type SitemapEntryInput = z.input<typeof sitemapEntryInputSchema>
