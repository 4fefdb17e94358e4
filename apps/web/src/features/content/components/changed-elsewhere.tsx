import type { ContentItem, ContentType } from '@folio/schema'
import { GitCompareArrows } from 'lucide-react'
import { useState } from 'react'

import { diffSnapshots } from '../content-diff'

import { DiffTable } from './diff-table'

import { Button } from '@/components/ui/button'
import { Timestamp } from '@/components/ui/timestamp'
import { useRealtime } from '@/lib/realtime'

/**
 * The item open in the editor was saved elsewhere: by whom and when, the newer version beside
 * the one being edited on request, and loading it (which drops the edits made here).
 */
export function ChangedElsewhere({
  type,
  base,
  latest,
  onLoad,
}: {
  type: ContentType
  base: ContentItem
  latest: ContentItem
  onLoad: () => void
}) {
  const [comparing, setComparing] = useState(false)
  const note = useRealtime((state) => state.changes[latest.id])
  const name = note?.actor?.name ?? latest.updatedBy?.name ?? 'someone else'
  return (
    <section
      aria-label="Newer version"
      className="mb-4 rounded-xl border border-warning/40 bg-warning-soft p-3.5 text-sm"
    >
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <GitCompareArrows className="size-4 shrink-0 text-warning" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">Changed by {name}</span>{' '}
          <Timestamp value={latest.updatedAt} /> — review changes before you save.
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setComparing((open) => !open)}>
            {comparing ? 'Hide changes' : 'Review changes'}
          </Button>
          <Button size="sm" variant="secondary" onClick={onLoad}>
            Load version {latest.version}
          </Button>
        </div>
      </div>
      {comparing && (
        <div className="mt-3">
          <DiffTable
            rows={diffSnapshots(type.fields, base, latest)}
            beforeLabel={`Version ${base.version} (editing)`}
            afterLabel={`Version ${latest.version} (saved)`}
          />
        </div>
      )}
    </section>
  )
}
