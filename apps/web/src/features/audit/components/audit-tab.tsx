import { auditAreaLabel, type AuditEntry } from '@folio/schema'
import { useInfiniteQuery } from '@tanstack/react-query'
import { ChevronRight, History, LoaderCircle } from 'lucide-react'
import { useState } from 'react'

import { auditLogQuery } from '../api/audit-log'

import { AuditDiff } from './audit-diff'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { SectionCard } from '@/components/ui/section-card'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'
import { useDebouncedValue } from '@/lib/use-debounced-value'

const areaLabel = auditAreaLabel

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false)
  const detailsId = `audit-${entry.id}`
  return (
    <li className="py-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronRight
          className={cn('mt-0.5 size-4 shrink-0 transition-transform', open && 'rotate-90')}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium">{entry.summary}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {entry.actor?.name ?? 'Folio'} · <Timestamp value={entry.createdAt} />
          </span>
        </span>
        <Badge>{areaLabel(entry.area)}</Badge>
      </button>
      {open && (
        <div id={detailsId} className="mt-3 ml-7 rounded-lg border border-border p-3">
          <AuditDiff before={entry.before} after={entry.after} />
        </div>
      )}
    </li>
  )
}

/** Settings → Audit log: every settings change, who made it, before and after. */
export function AuditTab() {
  const [area, setArea] = useState('')
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 300)
  const log = useInfiniteQuery(auditLogQuery({ area, q }))
  const entries = log.data?.pages.flatMap((page) => page.data) ?? []
  const areas = log.data?.pages[0]?.meta.areas ?? []

  let body
  if (log.isPending) body = <LoadingState label="Loading the audit log..." className="py-6" />
  else if (log.isError)
    body = (
      <ErrorState
        title="Could not load the audit log"
        message={errorMessage(log.error)}
        onRetry={() => void log.refetch()}
        className="py-6"
      />
    )
  else if (entries.length === 0)
    body = (
      <EmptyState icon={History} title="No settings have been changed yet">
        {area || q ? 'Nothing matches these filters.' : 'Changes to any setting appear here.'}
      </EmptyState>
    )
  else
    body = (
      <>
        <ul className="divide-y divide-border" aria-label="Settings changes">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ul>
        {log.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage && (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              )}
              Load more
            </Button>
          </div>
        )}
      </>
    )

  return (
    <SectionCard
      id="audit-log"
      title="Audit log"
      description="Every change to a setting: who made it, when, and the values before and after."
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="audit-area">
          Area
        </label>
        <select
          id="audit-area"
          value={area}
          onChange={(event) => setArea(event.target.value)}
          className={cn(controlClass, 'border-input sm:w-48')}
        >
          <option value="">All areas</option>
          {[...new Set([...areas, area].filter(Boolean))].map((value) => (
            <option key={value} value={value}>
              {areaLabel(value)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="audit-search">
          Search the audit log
        </label>
        <input
          id="audit-search"
          type="search"
          placeholder="Search changes or people"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={cn(controlClass, 'border-input')}
        />
      </div>
      {body}
    </SectionCard>
  )
}
