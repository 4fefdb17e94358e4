import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'

import type { DiffRow } from '../content-diff'

import { ContentStatusBadge } from './content-status-badge'
import { FieldValueView } from './field-value-view'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

/**
 * Two snapshots side by side, one row per title, slug, status and field. Changed rows stand out;
 * unchanged ones fold away behind a toggle.
 */
export function DiffTable({
  rows,
  beforeLabel,
  afterLabel,
}: {
  rows: DiffRow[]
  beforeLabel: string
  afterLabel: string
}) {
  const [showUnchanged, setShowUnchanged] = useState(false)
  const unchangedId = useId()
  const changed = rows.filter((row) => row.changed)
  const unchanged = rows.filter((row) => !row.changed)
  const cell = { beforeLabel, afterLabel }

  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {changed.length === 0 ? 'No differences.' : `${plural(changed.length, 'difference')}.`}
      </p>
      <ul className="space-y-3">
        {changed.map((row) => (
          <DiffRowView key={row.key} row={row} {...cell} />
        ))}
      </ul>
      {unchanged.length > 0 && (
        <div className="mt-3">
          <button
            type="button"
            aria-expanded={showUnchanged}
            aria-controls={unchangedId}
            onClick={() => setShowUnchanged(!showUnchanged)}
            className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <ChevronDown
              className={cn('size-4 transition-transform', showUnchanged && 'rotate-180')}
              aria-hidden="true"
            />
            {showUnchanged ? 'Hide' : 'Show'} {unchanged.length} unchanged
          </button>
          <ul id={unchangedId} hidden={!showUnchanged} className="mt-2 space-y-3">
            {unchanged.map((row) => (
              <DiffRowView key={row.key} row={row} {...cell} />
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function DiffRowView({
  row,
  beforeLabel,
  afterLabel,
}: {
  row: DiffRow
  beforeLabel: string
  afterLabel: string
}) {
  return (
    <li
      className={cn(
        'rounded-xl border p-3',
        row.changed
          ? 'border-warning/40 bg-warning-soft/50'
          : 'border-border text-muted-foreground',
      )}
      aria-label={`${row.label}${row.changed ? ', changed' : ''}`}
    >
      <div className="mb-2 flex items-center gap-2">
        <span className="text-sm font-semibold text-foreground">{row.label}</span>
        {row.changed && <Badge tone="warning">Changed</Badge>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <DiffCell caption={beforeLabel} row={row} side="before" />
        <DiffCell caption={afterLabel} row={row} side="after" />
      </div>
    </li>
  )
}

function DiffCell({
  caption,
  row,
  side,
}: {
  caption: string
  row: DiffRow
  side: 'before' | 'after'
}) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-2.5 text-sm text-foreground">
      <p className="mb-1.5 text-xs font-medium text-muted-foreground">{caption}</p>
      <div className="max-h-72 overflow-auto">
        <DiffValue row={row} side={side} />
      </div>
    </div>
  )
}

function DiffValue({ row, side }: { row: DiffRow; side: 'before' | 'after' }) {
  switch (row.kind) {
    case 'text': {
      const text = row[side]
      return text ? (
        <span className="break-words">{text}</span>
      ) : (
        <span className="text-muted-foreground">—</span>
      )
    }
    case 'status':
      return (
        <ContentStatusBadge
          status={row[side].status}
          scheduledFor={row[side].scheduledFor}
          showSchedule
        />
      )
    case 'field':
      return <FieldValueView field={row.field} value={row[side]} />
  }
}
