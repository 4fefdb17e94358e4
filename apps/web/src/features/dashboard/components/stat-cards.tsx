import type { Dashboard } from '@folio/schema'
import { ArrowUpRight, CircleCheck, FilePen, FileText, Layers } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'

interface Stat {
  key: keyof Dashboard['totals']
  label: string
  to: string
  icon: LucideIcon
  tone: string
}

const stats: Stat[] = [
  {
    key: 'contentTypes',
    label: 'Content Types',
    to: '/content-types',
    icon: Layers,
    tone: 'bg-primary-soft text-primary-text',
  },
  {
    key: 'contentItems',
    label: 'Content Items',
    to: '/content',
    icon: FileText,
    tone: 'bg-primary-soft text-primary-text',
  },
  {
    key: 'published',
    label: 'Published',
    to: '/content?status=published',
    icon: CircleCheck,
    tone: 'bg-success-soft text-success',
  },
  {
    key: 'drafts',
    label: 'Drafts',
    to: '/content?status=draft',
    icon: FilePen,
    tone: 'bg-warning-soft text-warning',
  },
]

/** Content Types, Content Items, Published and Drafts; each opens its list. */
export function StatCards({ totals }: { totals: Dashboard['totals'] | undefined }) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ key, label, to, icon: Icon, tone }) => (
        <li key={key}>
          <Link
            to={to}
            className="group flex h-full flex-col rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary sm:p-5"
          >
            <span className="flex items-center justify-between gap-2">
              <span className={cn('grid size-9 place-items-center rounded-lg', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <ArrowUpRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                aria-hidden="true"
              />
            </span>
            <span className="mt-4 text-sm font-medium text-muted-foreground">{label}</span>
            {totals ? (
              <span className="mt-1 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
                {formatNumber(totals[key])}
              </span>
            ) : (
              <span className="mt-2 block h-7 w-14 animate-pulse rounded-md bg-muted sm:h-8">
                <span className="sr-only">Loading</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}
