import { seoMessages } from '@folio/schema'
import { useQueries } from '@tanstack/react-query'

import { seoSettingsQuery, sitemapEntriesQuery } from '../api/seo'

import { SeoSettingsForm } from './seo-settings-form'
import { SitemapEntries } from './sitemap-entries'

import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'

/** Settings → SEO: the site-wide record and the sitemap's entries, both read together on load. */
export function SeoTab() {
  const [settings, entries] = useQueries({ queries: [seoSettingsQuery(), sitemapEntriesQuery()] })

  if (settings.isPending || entries.isPending)
    return <LoadingState label="Loading SEO settings..." className="py-10" />
  if (settings.isError || entries.isError)
    return (
      <ErrorState
        title="SEO"
        message={seoMessages.loadFailed}
        onRetry={() => {
          void settings.refetch()
          void entries.refetch()
        }}
        className="py-10"
      />
    )

  return (
    <div className="space-y-6">
      <SectionCard
        id="seo-settings"
        title="Search engines"
        description="The defaults every page starts from, how item URLs are built, and what crawlers may visit."
      >
        <SeoSettingsForm saved={settings.data} />
      </SectionCard>
      <SectionCard
        id="sitemap-entries"
        title="Sitemap entries"
        description="Pages that are not content items, with their priority (1.0 is the most important)."
      >
        <SitemapEntries entries={entries.data} />
      </SectionCard>
    </div>
  )
}
