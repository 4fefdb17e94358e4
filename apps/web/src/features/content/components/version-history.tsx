import { contentItemMessages, restoreVersionQuestion } from '@folio/schema'
import type { ContentItem, ContentType, ContentVersion, VersionEvent } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { History, LoaderCircle, RotateCcw } from 'lucide-react'
import { useState } from 'react'

import { useRestoreVersion } from '../api/content-item-mutations'
import { versionsQuery } from '../api/get-versions'
import { diffSnapshots } from '../content-diff'

import { ContentStatusBadge } from './content-status-badge'
import { DiffTable } from './diff-table'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { Timestamp } from '@/components/ui/timestamp'
import { notify } from '@/stores/notifications'

const eventLabels: Record<VersionEvent, string> = {
  created: 'Created',
  updated: 'Updated',
  restored: 'Restored',
  'scheduled-publish': 'Published on schedule',
}

export function versionEventLabel(version: Pick<ContentVersion, 'event' | 'restoredFrom'>) {
  if (version.event === 'restored' && version.restoredFrom !== null) {
    return `Restored from v${version.restoredFrom}`
  }
  return eventLabels[version.event]
}

/** The item's versions, newest first; picking one compares it with the current item. */
export function VersionHistory({
  type,
  current,
  canRestore,
  onRestored,
}: {
  type: ContentType
  current: ContentItem
  canRestore: boolean
  onRestored: (item: ContentItem) => void
}) {
  const versions = useQuery(versionsQuery(type.id, current.id))
  const restore = useRestoreVersion()
  const [selected, setSelected] = useState<number | null>(null)
  // The version whose restore waits for the user's yes.
  const [confirming, setConfirming] = useState<number | null>(null)

  if (versions.isPending) return <LoadingState label="Loading history..." />
  if (versions.isError) {
    return (
      <ErrorState
        title="Could not load the history"
        message={errorMessage(versions.error)}
        onRetry={() => void versions.refetch()}
      />
    )
  }
  if (versions.data.length === 0) {
    return <EmptyState icon={History} title="No history yet" />
  }

  const chosen = versions.data.find((version) => version.version === selected) ?? null
  const question =
    chosen && confirming === chosen.version
      ? restoreVersionQuestion(chosen.version, current.version)
      : null
  const onRestore = (version: ContentVersion) =>
    restore.mutate(
      {
        typeId: type.id,
        id: current.id,
        version: version.version,
        currentVersion: current.version,
      },
      {
        onSuccess: (item) => {
          notify.success(contentItemMessages.restored)
          setConfirming(null)
          setSelected(null)
          onRestored(item)
        },
        onError: (error) => {
          setConfirming(null)
          notify.error(errorMessage(error))
        },
      },
    )

  return (
    <div className="grid gap-5 md:grid-cols-[13rem_1fr]">
      <ol aria-label="Versions" className="space-y-1.5">
        {versions.data.map((version) => (
          <li key={version.version}>
            <button
              type="button"
              aria-pressed={version.version === selected}
              onClick={() => setSelected(version.version)}
              className={cn(
                'w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                version.version === selected
                  ? 'border-primary-solid bg-primary-soft'
                  : 'border-border hover:bg-muted',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">v{version.version}</span>
                <ContentStatusBadge status={version.status} />
              </span>
              <span className="mt-0.5 block text-xs text-foreground/80">
                {versionEventLabel(version)}
                {version.version === current.version && ' · current'}
              </span>
              <span className="mt-0.5 block truncate text-xs text-muted-foreground">
                {version.createdBy?.name ?? 'System'} · <Timestamp value={version.createdAt} />
              </span>
            </button>
          </li>
        ))}
      </ol>

      <div className="min-w-0">
        {chosen ? (
          <section aria-label={`Changes since version ${chosen.version}`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold">
                Version {chosen.version} compared with the current version
              </h3>
              {canRestore && chosen.version !== current.version && (
                <Button
                  size="sm"
                  onClick={() => setConfirming(chosen.version)}
                  disabled={restore.isPending}
                >
                  {restore.isPending ? (
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <RotateCcw className="size-4" aria-hidden="true" />
                  )}
                  Restore this version
                </Button>
              )}
            </div>
            <DiffTable
              rows={diffSnapshots(type.fields, chosen, current)}
              beforeLabel={`Version ${chosen.version}`}
              afterLabel={`Current (v${current.version})`}
            />
          </section>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            Select a version to compare it with the current item.
          </p>
        )}
      </div>
      {question && chosen && (
        <ConfirmDialog
          open
          title={question.title}
          description={question.description}
          confirmLabel={question.confirm}
          pending={restore.isPending}
          onConfirm={() => onRestore(chosen)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  )
}
