import type { MediaFolder } from '@folio/schema'
import { Folder, Inbox, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useMoveMedia } from '../api/media-mutations'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogClose, DialogContent } from '@/components/ui/dialog'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'
import { plural } from '@/lib/format'

const ALL_FILES = ''

/** Moves the selected files into a folder, or out of every folder (All files). */
export function MoveMediaDialog({
  ids,
  folders,
  currentFolder,
  onClose,
  onMoved,
}: {
  /** The files to move; the dialog is open while there are some. */
  ids: string[]
  folders: MediaFolder[]
  /** The folder being viewed, offered last rather than first (moving there changes nothing). */
  currentFolder: string
  onClose: () => void
  onMoved: () => void
}) {
  const open = ids.length > 0
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={`Move ${plural(ids.length, 'file')}`} size="sm">
        {open && (
          <MoveForm
            ids={ids}
            folders={folders}
            currentFolder={currentFolder}
            onClose={onClose}
            onMoved={onMoved}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function MoveForm({
  ids,
  folders,
  currentFolder,
  onClose,
  onMoved,
}: {
  ids: string[]
  folders: MediaFolder[]
  currentFolder: string
  onClose: () => void
  onMoved: () => void
}) {
  const move = useMoveMedia()
  const [target, setTarget] = useState<string | null>(null)
  const choices = [
    { id: ALL_FILES, name: 'All files', hint: 'No folder', icon: Inbox },
    ...folders.map((folder) => ({
      id: folder.id,
      name: folder.name,
      hint: plural(folder.itemCount, 'file'),
      icon: Folder,
    })),
  ]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (target === null) return
    const name = choices.find((choice) => choice.id === target)?.name ?? 'All files'
    move.mutate(
      { ids, folderId: target === ALL_FILES ? null : target },
      {
        onSuccess: () => {
          notify.success(`${plural(ids.length, 'file')} moved to ${name}`)
          onMoved()
          onClose()
        },
        onError: (error) =>
          notify.error('The files could not be moved', { details: errorMessage(error) }),
      },
    )
  }

  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="mb-3 text-sm text-muted-foreground">Choose where they go.</legend>
        <div className="max-h-72 space-y-1.5 overflow-y-auto">
          {choices.map((choice) => {
            const Icon = choice.icon
            const checked = target === choice.id
            const here = choice.id === (currentFolder === 'root' ? ALL_FILES : currentFolder)
            return (
              <label
                key={choice.id || 'all'}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="move-target"
                  checked={checked}
                  onChange={() => setTarget(choice.id)}
                  className="sr-only"
                />
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{choice.name}</span>
                <span className="text-xs text-muted-foreground">
                  {here ? 'Current folder' : choice.hint}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={move.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={target === null || move.isPending}>
          {move.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Move
        </Button>
      </DialogActions>
    </form>
  )
}
