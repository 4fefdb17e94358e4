import { mediaTypeLabels, mediaTypes } from '@folio/schema'
import type { MediaItem, MediaType } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ImageOff, Search } from 'lucide-react'

import { mediaFoldersQuery, mediaListQuery } from '@/lib/api/get-media'

import { MediaPickerGrid } from './media-picker-grid'

import { controlClass } from '@/components/ui/form-field'
import { LoadingState } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'

export const PICKER_PAGE_SIZE = 24

/** What the picker's Library tab is showing; kept by the picker so an upload can reset it. */
export interface PickerFilters {
  q: string
  /** A folder id, `root` for files in no folder, or '' for every file. */
  folderId: string
  type: MediaType | ''
  page: number
}

export const initialPickerFilters: PickerFilters = { q: '', folderId: '', type: '', page: 1 }

const selectClass = cn(controlClass, 'border-input sm:w-auto')

/** Search, folder and type filters over a page of thumbnails; one file can be selected. */
export function MediaPickerBrowser({
  filters,
  onFiltersChange,
  fixedType,
  selectedId,
  onSelect,
  onConfirm,
}: {
  filters: PickerFilters
  onFiltersChange: (filters: PickerFilters) => void
  /** Only this type is listed and the type filter is hidden (images for an image field). */
  fixedType?: MediaType | undefined
  selectedId: string | null
  onSelect: (item: MediaItem) => void
  onConfirm: (item: MediaItem) => void
}) {
  const q = useDebouncedValue(filters.q.trim(), 300)
  const type = fixedType ?? (filters.type || undefined)
  const list = useQuery(
    mediaListQuery({
      q: q || undefined,
      type,
      folderId: filters.folderId || undefined,
      page: filters.page,
      pageSize: PICKER_PAGE_SIZE,
    }),
  )
  const folders = useQuery(mediaFoldersQuery())
  const set = (patch: Partial<PickerFilters>) => onFiltersChange({ ...filters, page: 1, ...patch })
  const noun = fixedType === 'image' ? 'images' : 'files'

  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label={`Search ${noun}`}
            placeholder={`Search ${noun} by name`}
            value={filters.q}
            onChange={(event) => set({ q: event.target.value })}
            className={cn(controlClass, 'border-input pl-9')}
          />
        </div>
        <select
          aria-label="Folder"
          value={filters.folderId}
          onChange={(event) => set({ folderId: event.target.value })}
          className={selectClass}
        >
          <option value="">All folders</option>
          <option value="root">No folder</option>
          {folders.data?.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name} ({folder.itemCount})
            </option>
          ))}
        </select>
        {!fixedType && (
          <select
            aria-label="Type"
            value={filters.type}
            onChange={(event) => set({ type: event.target.value as MediaType | '' })}
            className={selectClass}
          >
            <option value="">All types</option>
            {mediaTypes.map((value) => (
              <option key={value} value={value}>
                {mediaTypeLabels[value]}
              </option>
            ))}
          </select>
        )}
      </div>

      <div className="mt-4" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError && !list.data ? (
          <ErrorState
            title="Could not load the library"
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={ImageOff} title={q ? `No ${noun} match "${q}"` : `No ${noun} yet`}>
            {q ? 'Try another name.' : 'Upload one in the Upload tab.'}
          </EmptyState>
        ) : (
          <>
            <MediaPickerGrid
              items={list.data.data}
              selectedId={selectedId}
              onSelect={onSelect}
              onConfirm={onConfirm}
            />
            {list.data.meta.total > PICKER_PAGE_SIZE && (
              <div className="mt-3">
                <Pagination
                  page={filters.page}
                  pageSize={PICKER_PAGE_SIZE}
                  total={list.data.meta.total}
                  noun={noun}
                  onPageChange={(page) => onFiltersChange({ ...filters, page })}
                />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  )
}
