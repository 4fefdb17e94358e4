import { contentStatusLabels } from '@folio/schema'
import type { ContentStatus, Dashboard } from '@folio/schema'
import { FileText } from 'lucide-react'
import { Link } from 'react-router'

import { DashboardCard } from './dashboard-card'

import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/states'
import { Timestamp } from '@/components/ui/timestamp'

const statusTones = {
  draft: 'warning',
  scheduled: 'primary',
  published: 'success',
  archived: 'neutral',
} as const satisfies Record<ContentStatus, string>

/** The five most recently updated items, each opening in the content screen. */
export function RecentContent({ recent }: { recent: Dashboard['recent'] | undefined }) {
  return (
    <DashboardCard
      id="recent-content"
      title="Recent Content"
      action={
        <Link to="/content" className="text-sm font-semibold text-primary-text hover:underline">
          View all
        </Link>
      }
      flush
    >
      {!recent ? (
        <ul className="animate-pulse divide-y divide-border" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="space-y-2 px-5 py-3.5">
              <div className="h-3.5 w-1/2 rounded bg-muted" />
              <div className="h-3 w-1/4 rounded bg-muted" />
            </li>
          ))}
        </ul>
      ) : recent.length === 0 ? (
        <EmptyState icon={FileText} title="No content yet">
          Items you and your team create appear here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {recent.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/content?item=${encodeURIComponent(item.id)}`}
                  className="block truncate font-medium hover:text-primary-text hover:underline"
                >
                  {item.title}
                </Link>
                <p className="truncate text-sm text-muted-foreground">
                  {item.contentTypeName ?? 'Unknown Type'}
                  <span aria-hidden="true"> · </span>
                  <Timestamp value={item.updatedAt} />
                </p>
              </div>
              <Badge tone={statusTones[item.status]}>{contentStatusLabels[item.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  )
}
