import { z } from 'zod'

/** The six preset primary colours of Settings → Appearance (spec section 9); the first is the default. */
export const primaryColorPresets = [
  { value: '#0A84FF', name: 'Blue' },
  { value: '#5E5CE6', name: 'Indigo' },
  { value: '#FF9500', name: 'Orange' },
  { value: '#30D158', name: 'Green' },
  { value: '#FF453A', name: 'Red' },
  { value: '#BF5AF2', name: 'Purple' },
] as const
export const primaryColors = primaryColorPresets.map((preset) => preset.value) as [
  (typeof primaryColorPresets)[number]['value'],
  ...(typeof primaryColorPresets)[number]['value'][],
]
export type PrimaryColor = (typeof primaryColorPresets)[number]['value']

export const siteThemes = ['light', 'dark', 'system'] as const
export type SiteTheme = (typeof siteThemes)[number]

export const SITE_NAME_MAX = 100
export const SITE_DESCRIPTION_MAX = 500
export const SITE_URL_MAX = 2000

export const siteMessages = {
  nameRequired: 'Site name is required',
  urlInvalid: (label: string) => `${label} must be a valid http:// or https:// URL`,
  saved: 'Settings saved successfully',
} as const

/**
 * An optional http(s) URL: empty means "not set". A preview URL may carry `{slug}`, `{type}`,
 * `{id}` and `{locale}` placeholders, which are not URL syntax, so they are checked filled in.
 */
function optionalUrl(label: string, placeholders = false) {
  return z
    .string()
    .trim()
    .max(SITE_URL_MAX, { error: `At most ${SITE_URL_MAX} characters` })
    .refine(
      (value) => {
        if (value === '') return true
        const filled = placeholders ? value.replace(/\{(slug|type|id|locale)\}/g, 'x') : value
        return /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(filled)
      },
      { error: siteMessages.urlInvalid(label) },
    )
}

/** Settings → General. */
export const generalSettingsSchema = z.object({
  siteName: z
    .string({ error: siteMessages.nameRequired })
    .trim()
    .min(1, { error: siteMessages.nameRequired })
    .max(SITE_NAME_MAX, { error: `At most ${SITE_NAME_MAX} characters` }),
  siteDescription: z
    .string()
    .trim()
    .max(SITE_DESCRIPTION_MAX, { error: `At most ${SITE_DESCRIPTION_MAX} characters` })
    .default(''),
  logoUrl: optionalUrl('Logo URL').default(''),
  faviconUrl: optionalUrl('Favicon URL').default(''),
  /** Where editors preview an item, e.g. `https://example.com/{type}/{slug}?preview=1`. */
  previewUrl: optionalUrl('Content preview URL', true).default(''),
})
export type GeneralSettings = z.output<typeof generalSettingsSchema>
export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>

export const defaultGeneralSettings: GeneralSettings = {
  siteName: 'Folio',
  siteDescription: '',
  logoUrl: '',
  faviconUrl: '',
  previewUrl: '',
}

/** Settings → Appearance. */
export const appearanceSettingsSchema = z.object({
  /** The theme of people who have not chosen one themselves. */
  defaultTheme: z.enum(siteThemes, {
    error: `Default theme must be one of: ${siteThemes.join(', ')}`,
  }),
  primaryColor: z.enum(primaryColors, {
    error: `Primary colour must be one of: ${primaryColors.join(', ')}`,
  }),
})
export type AppearanceSettings = z.infer<typeof appearanceSettingsSchema>

export const defaultAppearanceSettings: AppearanceSettings = {
  defaultTheme: 'system',
  primaryColor: '#0A84FF',
}

/** `GET /api/v1/site`: what anyone (the sign-in page, a site's build) may know of the installation. */
export const siteSchema = z.object({
  name: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  previewUrl: z.string(),
  defaultTheme: z.enum(siteThemes),
  primaryColor: z.enum(primaryColors),
  /**
   * The primary custom domain apps reach the delivery API and media on, e.g.
   * `cms.example.com`; null when none is set or the plan does not include custom domains.
   */
  primaryDomain: z.string().nullable(),
})
export type Site = z.infer<typeof siteSchema>
