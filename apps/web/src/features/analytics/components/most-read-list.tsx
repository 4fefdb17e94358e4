import type { Analytics } from '@folio/schema'
import { BookOpen } from 'lucide-react'
import { Link } from 'react-router'

import { formatNumber, pluralWord } from '@/lib/format'

import { EmptyState } from '@/components/ui/states'

/** The most-read items, ranked, each with a bar against the first and a link to the item. */
export function MostReadList({ analytics }: { analytics: Analytics }) {
  const items = analytics.mostRead
  if (items.length === 0) {
    return (
      <EmptyState icon={BookOpen} title="No item reads in this period">
        When your apps read single items with an API key, the most-read ones show here.
      </EmptyState>
    )
  }
  const most = Math.max(1, ...items.map((item) => item.reads))
  return (
    <ol aria-label="Most-read items" className="space-y-3">
      {items.map((item, index) => (
        <li key={item.itemId} className="grid grid-cols-[1.5rem_1fr_auto] items-center gap-x-3">
          <span className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
            {index + 1}
          </span>
          <div className="min-w-0">
            <div className="flex min-w-0 items-baseline gap-2">
              <Link
                to={`/content?item=${encodeURIComponent(item.itemId)}`}
                className="truncate text-sm font-medium hover:underline"
              >
                {item.title || 'Untitled'}
              </Link>
              <span className="max-w-[40%] shrink-0 truncate text-xs text-muted-foreground">
                {item.contentType.name}
              </span>
            </div>
            <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.max(2, (item.reads / most) * 100)}%` }}
              />
            </div>
          </div>
          <span className="text-sm font-semibold tabular-nums">
            {formatNumber(item.reads)}
            <span className="sr-only">{` ${pluralWord(item.reads, 'read')}`}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
