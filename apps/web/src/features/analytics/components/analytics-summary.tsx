import type { Analytics } from '@folio/schema'

import { formatNumber } from '@/lib/format'

const facts = [
  ['created', 'Items created'],
  ['published', 'Publications'],
  ['requests', 'API requests'],
  ['reads', 'Item reads'],
] as const

/** The range's totals on top of the page; placeholders while the first answer loads. */
export function AnalyticsSummary({ totals }: { totals: Analytics['totals'] | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {facts.map(([key, label]) => (
        <div key={key} className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
            {totals ? (
              formatNumber(totals[key])
            ) : (
              <span className="mt-1 block h-7 w-14 animate-pulse rounded-md bg-muted sm:h-8">
                <span className="sr-only">Loading</span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
