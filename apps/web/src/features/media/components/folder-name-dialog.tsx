import { mediaFolderInputSchema } from '@folio/schema'
import type { MediaFolder } from '@folio/schema'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useCreateMediaFolder, useRenameMediaFolder } from '../api/folder-mutations'

import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogClose, DialogContent } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** New Folder (no `folder`) or Rename (with one): a name, with the server's verdict inline. */
export function FolderNameDialog({
  open,
  folder,
  onClose,
}: {
  open: boolean
  folder: MediaFolder | null
  onClose: () => void
}) {
  const title = folder ? 'Rename folder' : 'New folder'
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={title} size="sm">
        {/* Mounted per opening, so it starts from the folder's current name. */}
        {open && <FolderNameForm folder={folder} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

/** The name problem to show under the field: the server's detail for `name`, else its message. */
function nameError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.details.find((detail) => detail.path === 'name')?.message ?? error.message
  }
  return errorMessage(error, 'The folder could not be saved.')
}

function FolderNameForm({ folder, onClose }: { folder: MediaFolder | null; onClose: () => void }) {
  const create = useCreateMediaFolder()
  const rename = useRenameMediaFolder()
  const pending = create.isPending || rename.isPending
  const [name, setName] = useState(folder?.name ?? '')
  const [error, setError] = useState<string | undefined>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = mediaFolderInputSchema.safeParse({ name })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    const onError = (failure: unknown) => setError(nameError(failure))
    if (folder) {
      if (parsed.data.name === folder.name) return onClose()
      rename.mutate(
        { id: folder.id, name: parsed.data.name },
        {
          onSuccess: (saved) => {
            notify.success(`Folder renamed to “${saved.name}”`)
            onClose()
          },
          onError,
        },
      )
    } else {
      create.mutate(parsed.data.name, {
        onSuccess: (created) => {
          notify.success(`Folder “${created.name}” created`)
          onClose()
        },
        onError,
      })
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={folder ? 'Rename folder' : 'New folder'}>
      <TextField
        id="media-folder-name"
        label="Folder name"
        placeholder="Product photos"
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type this name
        autoFocus
        maxLength={100}
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value)
          setError(undefined)
        }}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {folder ? 'Save' : 'Create folder'}
        </Button>
      </DialogActions>
    </form>
  )
}
