import type { Dashboard } from '@folio/schema'
import { CircleCheck, Clock, MessageSquareWarning } from 'lucide-react'

import { DashboardCard } from './dashboard-card'

import { cn } from '@/lib/cn'

const rows = [
  {
    key: 'pendingReview',
    label: 'Pending Review',
    icon: Clock,
    tone: 'bg-warning-soft text-warning',
  },
  {
    key: 'needsChanges',
    label: 'Needs Changes',
    icon: MessageSquareWarning,
    tone: 'bg-danger-soft text-danger',
  },
  { key: 'approved', label: 'Approved', icon: CircleCheck, tone: 'bg-success-soft text-success' },
] as const

/** How many review assignments wait, need changes or are approved. */
export function WorkflowStatus({ workflow }: { workflow: Dashboard['workflow'] | undefined }) {
  return (
    <DashboardCard id="workflow-status" title="Workflow Status">
      <dl className="space-y-3">
        {rows.map(({ key, label, icon: Icon, tone }) => (
          <div key={key} className="flex items-center gap-3">
            <dt className="flex flex-1 items-center gap-3 text-sm font-medium">
              <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg', tone)}>
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="text-lg font-semibold tabular-nums">
              {workflow ? (
                workflow[key]
              ) : (
                <span className="block h-5 w-6 animate-pulse rounded bg-muted">
                  <span className="sr-only">Loading</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  )
}
