/** Tables of SEO metadata and sitemap entries (migration 0010); SEO settings are a settings key. */
export interface SeoTables {
  seo_meta: SeoMetaTable
  sitemap_entries: SitemapEntryTable
}

/** An item's own SEO meta; empty text falls back to the item and the site-wide settings. */
export interface SeoMetaTable {
  item_id: string
  title: string
  description: string
  canonical_url: string
  social_image_url: string
  /** 0 or 1: 1 keeps the item out of the sitemap and asks search engines not to index it. */
  noindex: number
  updated_at: string
  updated_by: string | null
}

/** A URL an admin added to the sitemap by hand. */
export interface SitemapEntryTable {
  id: string
  url: string
  /** 0.0 to 1.0; PostgreSQL's real comes back as a number. */
  priority: number
  change_frequency: string | null
  created_at: string
  updated_at: string
}
