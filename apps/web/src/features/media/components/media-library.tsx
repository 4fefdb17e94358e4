import type { MediaFolder, MediaItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { FolderPlus, Upload } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'

import { mediaFoldersQuery, mediaListQuery } from '@/lib/api/get-media'
import {
  clearedFilters,
  hasNarrowingFilters,
  mediaListParams,
  ROOT_FOLDER,
  toMediaQuery,
} from '../media-list-params'
import { useMediaSelection } from '../use-media-selection'

import { DeleteFolderDialog } from './delete-folder-dialog'
import { DeleteMediaConfirm } from './delete-media-confirm'
import { FolderNameDialog } from './folder-name-dialog'
import { FolderNav } from './folder-nav'
import { MediaDetailsPanel } from './media-details-panel'
import { MediaFiles } from './media-files'
import { MediaToolbar } from './media-toolbar'
import { MoveMediaDialog } from './move-media-dialog'
import { SelectionBar } from './selection-bar'
import { StorageMeter } from './storage-meter'
import { UploadMediaModal } from '@/components/media/upload-media-modal'

import { PageHeader } from '@/components/layouts/page-header'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/use-permissions'
import { useKeepPageInRange, useUrlListState } from '@/lib/use-url-list-state'
import { errorMessage } from '@/lib/api-client'
import { useAuth } from '@/stores/auth'
import { plural } from '@/lib/format'

/** Whether a key press belongs to an open dialog, menu or popover rather than to the library. */
const overlayOpen = () =>
  document.querySelector('[role="dialog"], [role="menu"], [data-radix-popper-content-wrapper]') !==
  null

/** The Media Library screen: folders, toolbar, files, selection, details and their dialogs. */
export function MediaLibrary() {
  const user = useAuth((auth) => auth.user)
  // Settings → Permissions: uploading covers filing and editing; deleting is its own right.
  const may = usePermissions()
  const canUpload = may.media('upload')
  const canDelete = may.media('delete')
  const canEdit = canUpload || canDelete
  const { state, params, update, setExtra, search } = useUrlListState(mediaListParams)
  // The file whose details are open (`?file=<id>`), so the panel survives a reload.
  const openFile = params.get('file')
  const setOpenFile = (id: string | null) => setExtra('file', id)

  const files = useQuery(mediaListQuery(toMediaQuery(state)))
  const folders = useQuery(mediaFoldersQuery())
  // Counts for All files and Unfiled: one-row pages, read for their totals.
  const allCount = useQuery(mediaListQuery({ pageSize: 1 })).data?.meta.total
  const rootCount = useQuery(mediaListQuery({ folderId: ROOT_FOLDER, pageSize: 1 })).data?.meta
    .total

  const items = useMemo(() => files.data?.data ?? [], [files.data])
  const visibleIds = useMemo(() => items.map((item) => item.id), [items])
  const selection = useMediaSelection(visibleIds)
  const folderList = useMemo(() => folders.data ?? [], [folders.data])
  const currentFolder = folderList.find((folder) => folder.id === state.folder)

  const [uploading, setUploading] = useState(false)
  const [naming, setNaming] = useState<{ folder: MediaFolder | null } | null>(null)
  const [deletingFolder, setDeletingFolder] = useState<MediaFolder | null>(null)
  const [moveIds, setMoveIds] = useState<string[]>([])
  const [deleteIds, setDeleteIds] = useState<string[]>([])

  // Escape clears the selection, unless it is closing a dialog or menu.
  const { count, clear } = selection
  useEffect(() => {
    if (count === 0) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !overlayOpen()) clear()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [count, clear])

  const meta = files.data?.meta
  useKeepPageInRange(state.page, meta, files.isPlaceholderData, update)

  const clearFilters = () => {
    search.cancel()
    update(clearedFilters)
  }
  const uploadFolderId = state.folder && state.folder !== ROOT_FOLDER ? state.folder : null

  return (
    <>
      <PageHeader
        title="Media Library"
        description="Upload, organise and reuse images, documents, audio and video."
        actions={
          canUpload && (
            <>
              <Button variant="secondary" onClick={() => setNaming({ folder: null })}>
                <FolderPlus className="size-4" aria-hidden="true" />
                New Folder
              </Button>
              <Button onClick={() => setUploading(true)}>
                <Upload className="size-4" aria-hidden="true" />
                Upload Files
              </Button>
            </>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
        <aside className="min-w-0">
          <FolderNav
            folders={folders.data}
            current={state.folder}
            totals={{ all: allCount, root: rootCount }}
            canEdit={canUpload}
            error={folders.isError ? errorMessage(folders.error) : null}
            onRetry={() => void folders.refetch()}
            onSelect={(folder) => update({ folder, page: 1 }, { push: true })}
            onRename={(folder) => setNaming({ folder })}
            onDelete={setDeletingFolder}
          />
          <StorageMeter className="mt-4" />
        </aside>
        <div className="min-w-0">
          <MediaToolbar
            search={search.text}
            onSearchChange={search.change}
            state={state}
            onChange={update}
          />
          <section
            aria-label="Files"
            className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
          >
            <header className="flex items-baseline justify-between gap-3 border-b border-border px-4 py-3">
              <h2 className="truncate text-sm font-semibold">
                {state.folder === ROOT_FOLDER ? 'Unfiled' : (currentFolder?.name ?? 'All files')}
              </h2>
              {meta && (
                <p className="shrink-0 text-xs text-muted-foreground" aria-live="polite">
                  {plural(meta.total, 'file')}
                </p>
              )}
            </header>
            <MediaFiles
              state={state}
              page={files.data}
              isPending={files.isPending}
              isPlaceholder={files.isPlaceholderData}
              error={files.error}
              onRetry={() => void files.refetch()}
              narrowed={hasNarrowingFilters(state)}
              folderName={state.folder === ROOT_FOLDER ? undefined : currentFolder?.name}
              selection={canEdit ? selection : undefined}
              canEdit={canUpload}
              onOpen={(item: MediaItem) => setOpenFile(item.id)}
              onUpload={() => setUploading(true)}
              onClearFilters={clearFilters}
              onPageChange={(page) => update({ page }, { push: true })}
            />
          </section>
          {canEdit && (
            <SelectionBar
              selection={selection}
              onMove={canUpload ? () => setMoveIds(selection.ids) : undefined}
              onDelete={canDelete ? () => setDeleteIds(selection.ids) : undefined}
            />
          )}
        </div>
      </div>

      {canEdit && (
        <>
          <UploadMediaModal
            open={uploading}
            onOpenChange={setUploading}
            folderId={uploadFolderId}
          />
          <FolderNameDialog
            open={naming !== null}
            folder={naming?.folder ?? null}
            onClose={() => setNaming(null)}
          />
          <DeleteFolderDialog
            folder={deletingFolder}
            onClose={() => setDeletingFolder(null)}
            onDeleted={(folder) => {
              if (state.folder === folder.id) update({ folder: '', page: 1 })
            }}
          />
          <MoveMediaDialog
            ids={moveIds}
            folders={folderList}
            currentFolder={state.folder}
            onClose={() => setMoveIds([])}
            onMoved={clear}
          />
          <DeleteMediaConfirm
            ids={deleteIds}
            onClose={() => setDeleteIds([])}
            onDeleted={(ids) => {
              clear()
              if (openFile && ids.includes(openFile)) setOpenFile(null)
            }}
          />
        </>
      )}
      <MediaDetailsPanel
        id={openFile}
        initial={items.find((item) => item.id === openFile)}
        folders={folderList}
        canEdit={canUpload}
        canDelete={canDelete}
        currentUserId={user?.id}
        onClose={() => setOpenFile(null)}
        onDelete={(item) => setDeleteIds([item.id])}
      />
    </>
  )
}
