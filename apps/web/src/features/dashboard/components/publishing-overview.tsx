import type { Dashboard, DashboardPeriod } from '@folio/schema'

import { DashboardCard } from './dashboard-card'
import { PeriodSelector, periodLabels } from './period-selector'

import { DonutChart } from '@/components/ui/chart'
import { cn } from '@/lib/cn'
import { pluralWord } from '@/lib/format'

/** A ring split into published, drafts and the rest (scheduled or archived). */
function Donut({ overview }: { overview: Dashboard['overview'] }) {
  const other = Math.max(0, overview.total - overview.published - overview.drafts)
  return (
    <DonutChart
      size={128}
      parts={[
        { label: 'Published', value: overview.published, colour: 'var(--success)' },
        { label: 'Drafts', value: overview.drafts, colour: 'var(--warning)' },
        { label: 'Scheduled or archived', value: other, colour: 'var(--primary-text)' },
      ]}
    >
      <div>
        <p className="text-2xl font-bold tabular-nums">{overview.percentage}%</p>
        <p className="text-xs text-muted-foreground">published</p>
      </div>
    </DonutChart>
  )
}

function Count({ label, value, dot }: { label: string; value: number; dot: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <span className={cn('size-2.5 rounded-full', dot)} aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

/** What share of the items changed in the chosen period is published. */
export function PublishingOverview({
  period,
  onPeriodChange,
  overview,
  updating,
}: {
  period: DashboardPeriod
  onPeriodChange: (period: DashboardPeriod) => void
  /** Undefined while the first answer loads. */
  overview: Dashboard['overview'] | undefined
  /** Another period is loading; the numbers shown are the previous period's. */
  updating: boolean
}) {
  const other = overview ? Math.max(0, overview.total - overview.published - overview.drafts) : 0
  return (
    <DashboardCard
      id="publishing-overview"
      title="Publishing Overview"
      action={<PeriodSelector value={period} onChange={onPeriodChange} />}
    >
      {overview ? (
        <div
          aria-busy={updating}
          className={cn('transition-opacity', updating && 'opacity-60')}
          data-period={overview.period}
        >
          <div className="flex flex-col items-center gap-6 sm:flex-row">
            <Donut overview={overview} />
            <div className="w-full min-w-0 flex-1">
              <p className="text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{overview.total}</span>{' '}
                {pluralWord(overview.total, 'item')} updated{' '}
                {periodLabels[overview.period].toLowerCase()}
              </p>
              <dl className="mt-3 space-y-2">
                <Count label="Published" value={overview.published} dot="bg-success" />
                <Count label="Drafts" value={overview.drafts} dot="bg-warning" />
                {other > 0 && (
                  <Count label="Scheduled or archived" value={other} dot="bg-primary-text" />
                )}
              </dl>
            </div>
          </div>
          <div className="mt-5">
            <div className="mb-1.5 flex justify-between text-xs font-medium text-muted-foreground">
              <span id="published-share-label">Published</span>
              <span className="tabular-nums">{overview.percentage}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="published-share-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={overview.percentage}
              aria-valuetext={`${overview.percentage}% published`}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-success transition-[width] duration-500"
                style={{ width: `${overview.percentage}%` }}
              />
            </div>
          </div>
        </div>
      ) : (
        <div className="flex animate-pulse items-center gap-6" aria-hidden="true">
          <div className="size-32 rounded-full border-[12px] border-muted" />
          <div className="flex-1 space-y-3">
            <div className="h-3 w-2/3 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
          </div>
        </div>
      )}
    </DashboardCard>
  )
}
