import type { MediaItem, MediaPage } from '@folio/schema'
import { ImagePlus, SearchX, Upload } from 'lucide-react'

import type { MediaListState } from '../media-list-params'
import type { MediaSelection } from '../use-media-selection'

import { MediaGrid } from './media-grid'
import { MediaTable } from './media-table'

import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'

/** The files area: skeletons, the error with a retry, the empty states, or the grid or list. */
export function MediaFiles({
  state,
  page,
  isPending,
  isPlaceholder,
  error,
  onRetry,
  narrowed,
  folderName,
  selection,
  canEdit,
  onOpen,
  onUpload,
  onClearFilters,
  onPageChange,
}: {
  state: MediaListState
  page: MediaPage | undefined
  isPending: boolean
  isPlaceholder: boolean
  error: Error | null
  onRetry: () => void
  /** A search or filter is on, so "nothing" means "nothing matches". */
  narrowed: boolean
  /** The folder being shown, for its empty state; undefined for All files. */
  folderName: string | undefined
  selection: MediaSelection | undefined
  canEdit: boolean
  onOpen: (item: MediaItem) => void
  onUpload: () => void
  onClearFilters: () => void
  onPageChange: (page: number) => void
}) {
  if (error && !page) {
    return (
      <ErrorState title="Could not load files" message={errorMessage(error)} onRetry={onRetry} />
    )
  }
  if (isPending || !page) {
    return state.view === 'grid' ? (
      <MediaGrid items={null} onOpen={onOpen} />
    ) : (
      <MediaTable items={null} selection={selection} onOpen={onOpen} />
    )
  }
  if (page.data.length === 0) {
    if (narrowed) {
      return (
        <EmptyState
          icon={SearchX}
          title="No files match your search"
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        >
          Try another name, or widen the type and date filters.
        </EmptyState>
      )
    }
    return (
      <EmptyState
        icon={ImagePlus}
        title={folderName ? `No files in ${folderName} yet` : 'No files yet'}
        action={
          canEdit && (
            <Button onClick={onUpload}>
              <Upload className="size-4" aria-hidden="true" />
              Upload Files
            </Button>
          )
        }
      >
        {canEdit
          ? 'Upload images, documents, audio and video up to 10MB each, then use them in content.'
          : 'Files appear here once editors upload them.'}
      </EmptyState>
    )
  }
  const { meta, data } = page
  return (
    <>
      <div
        aria-busy={isPlaceholder}
        className={isPlaceholder ? 'opacity-60 transition-opacity' : ''}
      >
        {state.view === 'grid' ? (
          <MediaGrid items={data} selection={selection} onOpen={onOpen} />
        ) : (
          <MediaTable items={data} selection={selection} onOpen={onOpen} />
        )}
      </div>
      {meta.total > meta.pageSize && (
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          noun="files"
          onPageChange={onPageChange}
        />
      )}
    </>
  )
}
