import {
  ANALYTICS_DEFAULT_DAYS,
  isAnalyticsRange,
  type Analytics,
  type AnalyticsRange,
} from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

import { analyticsQuery } from '../api/get-analytics'
import { formatShortDay } from '@/lib/format'

import { ContentChart, RequestsChart } from './analytics-charts'
import { AnalyticsSummary } from './analytics-summary'
import { MostReadList } from './most-read-list'
import { RangeSelector } from './range-selector'

import { ChartSkeleton } from '@/components/ui/chart'
import { PremiumLock } from '@/components/ui/premium-lock'
import { SectionCard } from '@/components/ui/section-card'
import { ErrorState } from '@/components/ui/states'
import { ApiError, errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useEntitlement } from '@/lib/use-subscription'

/** `?days=` when it is a range the page offers; the default range otherwise. */
function rangeOf(value: string | null): AnalyticsRange {
  const days = Number(value)
  return isAnalyticsRange(days) ? days : ANALYTICS_DEFAULT_DAYS
}

function ChartCard({
  id,
  title,
  description,
  analytics,
  children,
  className,
}: {
  id: string
  title: string
  description: ReactNode
  analytics: Analytics | undefined
  children: (analytics: Analytics) => ReactNode
  className?: string
}) {
  return (
    <SectionCard id={id} title={title} description={description} className={className}>
      {analytics ? children(analytics) : <ChartSkeleton height={224} />}
    </SectionCard>
  )
}

/**
 * `/analytics`: totals and charts of content, API requests and most-read items over 7, 30 or
 * 90 days (kept in `?days=`). On the Free plan, or when the server answers 402, a lock with a
 * link to upgrade takes the charts' place.
 */
export function AnalyticsScreen() {
  const [params, setParams] = useSearchParams()
  const days = rangeOf(params.get('days'))
  const entitlement = useEntitlement('advanced_analytics')
  const entitled = entitlement.entitled
  // Waiting for the plan (usually cached already) spares the Free plan a request bound to fail.
  const query = useQuery({ ...analyticsQuery(days), enabled: entitled && !entitlement.loading })
  const refused = query.error instanceof ApiError && query.error.code === 'payment_required'

  if (!entitled || refused) {
    return (
      <PremiumLock feature="advanced_analytics">
        See the items created and published each day, the API requests of each key and your
        most-read items over the last 7, 30 or 90 days.
      </PremiumLock>
    )
  }

  const setDays = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set('days', String(next))
        return updated
      },
      { replace: true },
    )
  const data = query.data
  const updating = query.isPlaceholderData

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {data
            ? `${formatShortDay(data.from)} – ${formatShortDay(data.to)}, in UTC days`
            : `The last ${days} days`}
        </p>
        <RangeSelector value={days} onChange={setDays} />
      </div>

      {query.isError ? (
        <SectionCard title="Analytics">
          <ErrorState
            title="Could not load analytics"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        </SectionCard>
      ) : (
        <div
          aria-busy={updating || query.isPending}
          className={cn('space-y-6 transition-opacity', updating && 'opacity-60')}
        >
          {query.isPending && (
            <p role="status" className="sr-only">
              Loading analytics...
            </p>
          )}
          <AnalyticsSummary totals={data?.totals} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
            <ChartCard
              id="content-per-day"
              title="Content"
              description="Items created and publications per day. An item taken down and published again counts again."
              analytics={data}
            >
              {(analytics) => <ContentChart analytics={analytics} />}
            </ChartCard>
            <ChartCard
              id="api-requests"
              title="API requests"
              description="Requests to the delivery API per API key and day, a few seconds behind."
              analytics={data}
            >
              {(analytics) => <RequestsChart analytics={analytics} />}
            </ChartCard>
            <ChartCard
              id="most-read"
              title="Most-read items"
              description="Reads of one item at a time through the delivery API with an API key; items returned in lists are not counted."
              analytics={data}
              className="xl:col-span-2"
            >
              {(analytics) => <MostReadList analytics={analytics} />}
            </ChartCard>
          </div>
        </div>
      )}
    </div>
  )
}
