import type { OperationContext } from '../../../lib/context.js'
import { listSitemapEntries, listSitemapItems } from '../seo.repository.js'
import { readSeoSettings } from '../seo-settings.js'

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000

interface SitemapUrl {
  loc: string
  priority: number
  lastmod?: string
  changefreq?: string | null
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/** A path or full URL made absolute on the site's address. */
function absolute(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${siteUrl.replace(/\/+$/, '')}${url}`
}

function fill(pattern: string, item: { id: string; slug: string; type_slug: string }): string {
  return pattern
    .replaceAll('{slug}', encodeURIComponent(item.slug))
    .replaceAll('{id}', encodeURIComponent(item.id))
    .replaceAll('{type}', encodeURIComponent(item.type_slug))
}

/**
 * `/sitemap.xml`: published items of every type with a URL pattern (minus the noindex ones; a
 * canonical URL wins over the pattern) and the manual entries, ordered by priority then URL.
 * Items count as priority 0.5, the sitemaps.org default.
 */
export async function buildSitemap(ctx: OperationContext): Promise<string> {
  const settings = await readSeoSettings(ctx.db)
  const entries = await listSitemapEntries(ctx.db)
  const urls: SitemapUrl[] = entries.map((entry) => ({
    loc: absolute(settings.siteUrl, entry.url),
    priority: Number(entry.priority),
    lastmod: entry.updated_at,
    changefreq: entry.change_frequency,
  }))
  // Without the site's address an item has no URL to give.
  if (settings.siteUrl) {
    const typeIds = Object.keys(settings.urlPatterns)
    const items = await listSitemapItems(ctx.db, typeIds, SITEMAP_URL_LIMIT)
    for (const item of items) {
      const loc = item.canonical_url
        ? item.canonical_url
        : absolute(settings.siteUrl, fill(settings.urlPatterns[item.content_type_id]!, item))
      urls.push({ loc, priority: 0.5, lastmod: item.updated_at })
    }
  }
  const seen = new Set<string>()
  const unique = urls.filter((url) => !seen.has(url.loc) && seen.add(url.loc))
  unique.sort((a, b) => b.priority - a.priority || (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
  if (unique.length > SITEMAP_URL_LIMIT) {
    ctx.logger.warn({ urls: unique.length }, 'sitemap cut at the 50,000 URL limit')
  }
  const body = unique
    .slice(0, SITEMAP_URL_LIMIT)
    .map(
      (url) =>
        `  <url>\n    <loc>${escapeXml(url.loc)}</loc>\n` +
        (url.lastmod ? `    <lastmod>${url.lastmod}</lastmod>\n` : '') +
        (url.changefreq ? `    <changefreq>${url.changefreq}</changefreq>\n` : '') +
        `    <priority>${url.priority.toFixed(1)}</priority>\n  </url>\n`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</urlset>\n`
}

/** `/robots.txt`: the rules of the SEO record and where the sitemap is. */
export async function buildRobots(ctx: OperationContext, sitemapUrl: string): Promise<string> {
  const { robots } = await readSeoSettings(ctx.db)
  const lines = ['User-agent: *']
  if (!robots.indexing) lines.push('Disallow: /')
  else if (robots.disallowPaths.length === 0) lines.push('Disallow:')
  else lines.push(...robots.disallowPaths.map((path) => `Disallow: ${path}`))
  const extra = robots.extra.replace(/\r\n?/g, '\n').trim()
  if (extra) lines.push('', extra)
  lines.push('', `Sitemap: ${sitemapUrl}`)
  return `${lines.join('\n')}\n`
}
