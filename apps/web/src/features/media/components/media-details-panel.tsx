import { formatFileSize } from '@folio/schema'
import type { MediaFolder, MediaItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Download, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

import { mediaItemQuery } from '@/lib/api/get-media'
import { downloadUrl, formatDimensions, mediaTypeNames } from '@/lib/media-display'

import { MediaDetailsForm } from './media-details-form'
import { MediaPreview } from './media-preview'
import { MediaUsageList } from './media-usage-list'
import { ReplaceFileButton } from './replace-file-button'

import { Button, buttonClass } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'

/**
 * A file's details in a side panel (the whole screen on phones): preview, facts, URL, editing,
 * usage, replace, download and delete. Viewers see the same without the editing controls.
 */
export function MediaDetailsPanel({
  id,
  initial,
  folders,
  canEdit,
  canDelete = canEdit,
  currentUserId,
  onClose,
  onDelete,
}: {
  /** The open file, or null when the panel is closed. */
  id: string | null
  /** The file as the list has it, shown at once while the fresh copy loads. */
  initial: MediaItem | undefined
  folders: MediaFolder[]
  canEdit: boolean
  /** Whether the Delete button shows (Settings → Permissions); as `canEdit` when left out. */
  canDelete?: boolean
  currentUserId: string | undefined
  onClose: () => void
  onDelete: (item: MediaItem) => void
}) {
  const query = useQuery({
    ...mediaItemQuery(id ?? ''),
    enabled: id !== null,
    placeholderData: initial,
  })
  const item = query.data
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        variant="right"
        title={item?.name ?? 'File details'}
        description={
          item ? `${mediaTypeNames[item.type]} · ${formatFileSize(item.size)}` : undefined
        }
        className="sm:max-w-lg [&_h2]:break-all"
      >
        {item ? (
          <Details
            item={item}
            folders={folders}
            canEdit={canEdit}
            canDelete={canDelete}
            currentUserId={currentUserId}
            onDelete={onDelete}
          />
        ) : query.isError ? (
          <ErrorState
            title="Could not load the file"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState />
        )}
      </DialogContent>
    </Dialog>
  )
}

function Details({
  item,
  folders,
  canEdit,
  canDelete,
  currentUserId,
  onDelete,
}: {
  item: MediaItem
  folders: MediaFolder[]
  canEdit: boolean
  canDelete: boolean
  currentUserId: string | undefined
  onDelete: (item: MediaItem) => void
}) {
  const dimensions = formatDimensions(item)
  const folder = folders.find((candidate) => candidate.id === item.folderId)
  const uploader = !item.createdBy ? null : item.createdBy === currentUserId ? 'you' : 'a teammate'
  return (
    <div className="space-y-6">
      <MediaPreview item={item} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Fact label="Type">
          {mediaTypeNames[item.type]}{' '}
          <span className="text-muted-foreground">({item.mimeType})</span>
        </Fact>
        <Fact label="Size">{formatFileSize(item.size)}</Fact>
        {dimensions && <Fact label="Dimensions">{dimensions} px</Fact>}
        <Fact label="Uploaded">
          {formatDateTime(item.createdAt)}
          {uploader && <span className="text-muted-foreground"> by {uploader}</span>}
        </Fact>
        {!canEdit && <Fact label="Folder">{folder?.name ?? 'No folder'}</Fact>}
        {!canEdit && item.type === 'image' && (
          <Fact label="Alt text">
            {item.altText || <span className="text-muted-foreground">None</span>}
          </Fact>
        )}
      </dl>
      <div>
        <label htmlFor="media-url" className="block text-sm font-medium">
          URL
        </label>
        <div className="mt-1.5 flex items-center gap-1 rounded-lg border border-input bg-surface pl-3">
          <input
            id="media-url"
            readOnly
            value={item.url}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 bg-transparent py-2 font-mono text-xs text-foreground outline-none"
          />
          <CopyButton value={item.url} label="URL" />
        </div>
      </div>
      {canEdit && <MediaDetailsForm key={item.id} item={item} folders={folders} />}
      <MediaUsageList id={item.id} />
      <div className="flex flex-wrap gap-2 border-t border-border pt-5">
        <a
          href={downloadUrl(item)}
          download={item.name}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download
        </a>
        {canEdit && <ReplaceFileButton item={item} />}
        {canDelete && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDelete(item)}
            className="text-danger hover:bg-danger-soft sm:ml-auto"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  )
}
