import { contentItemMessages } from '@folio/schema'
import type { ContentItem, ContentTypeField } from '@folio/schema'
import { GitCompareArrows, LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { diffSnapshots } from '../content-diff'
import type { ItemPayload } from '../item-form-values'

import { DiffTable } from './diff-table'

import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'

/**
 * Shown instead of overwriting when someone else saved the item first: both versions field by
 * field, and the choice of whose changes win.
 */
export function ConflictView({
  fields,
  mine,
  saved,
  pending,
  onKeepMine,
  onUseSaved,
  onCancel,
}: {
  fields: readonly ContentTypeField[]
  mine: ItemPayload
  saved: ContentItem
  pending: boolean
  onKeepMine: () => void
  onUseSaved: () => void
  onCancel: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const rows = diffSnapshots(fields, mine, saved)

  return (
    <section aria-labelledby="conflict-heading">
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4"
      >
        <GitCompareArrows className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <h3
            id="conflict-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-foreground focus:outline-none"
          >
            This item changed while you were editing
          </h3>
          <p className="mt-1 text-foreground/80">{contentItemMessages.staleVersion}</p>
          <p className="mt-1 text-muted-foreground">
            Saved version {saved.version}
            {saved.updatedBy ? ` by ${saved.updatedBy.name}` : ''},{' '}
            {formatDateTime(saved.updatedAt)}.
          </p>
        </div>
      </div>

      <div className="mt-5">
        <DiffTable rows={rows} beforeLabel="Your version" afterLabel="Saved version" />
      </div>

      <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 mt-6 flex flex-wrap justify-end gap-2 border-t border-border bg-card px-5 py-3">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={onUseSaved} disabled={pending}>
          Use saved version
        </Button>
        <Button onClick={onKeepMine} disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Keep my changes
        </Button>
      </div>
    </section>
  )
}
