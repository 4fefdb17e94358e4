import { PageHeader } from '@/components/layouts/page-header'
import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen'
import { PageMeta } from '@/lib/page-meta'

/** `/analytics` (everyone signed in; Premium): content, API requests and most-read items. */
export function AnalyticsPage() {
  return (
    <>
      <PageMeta
        title="Analytics — Folio"
        description="Content created and published, API requests and the most-read items over time."
      />
      <PageHeader
        title="Analytics"
        description="What your team publishes and what your apps read, day by day."
      />
      <AnalyticsScreen />
    </>
  )
}
