import { mediaFolderInputSchema } from '@folio/schema'
import type { MediaFolder } from '@folio/schema'

import { useCreateMediaFolder, useRenameMediaFolder } from '../api/folder-mutations'

import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import type { ApiError } from '@/lib/api-client'
import { apiFieldErrors } from '@/lib/field-errors'
import { useFormDialog } from '@/lib/use-form-dialog'
import type { FormErrors } from '@/lib/use-form-dialog'
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

/** The server's detail for `name`, else its message: a one-field form says it all there. */
function nameError(error: ApiError): FormErrors<'name'> {
  return { name: apiFieldErrors(error).name ?? error.message }
}

function FolderNameForm({ folder, onClose }: { folder: MediaFolder | null; onClose: () => void }) {
  const create = useCreateMediaFolder()
  const rename = useRenameMediaFolder()
  const pending = create.isPending || rename.isPending
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: { name: folder?.name ?? '' },
    fields: ['name'] as const,
    fieldId: () => 'media-folder-name',
    errorsFrom: nameError,
    failure: 'The folder could not be saved.',
  })

  const submit = handleSubmit(() => {
    const parsed = mediaFolderInputSchema.safeParse(values)
    if (!parsed.success) return showErrors({ name: parsed.error.issues[0]?.message })
    if (folder) {
      if (parsed.data.name === folder.name) return onClose()
      rename.mutate(
        { id: folder.id, name: parsed.data.name },
        {
          onSuccess: (saved) => {
            notify.success(`Folder renamed to “${saved.name}”`)
            onClose()
          },
          onError: fail,
        },
      )
    } else {
      create.mutate(parsed.data.name, {
        onSuccess: (created) => {
          notify.success(`Folder “${created.name}” created`)
          onClose()
        },
        onError: fail,
      })
    }
  })

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
        value={values.name}
        // No summary above a single field: whatever the save says goes under it.
        error={errors.name ?? formError ?? undefined}
        onChange={(event) => change({ name: event.target.value })}
      />
      <DialogFormActions pending={pending} onCancel={onClose}>
        {folder ? 'Save' : 'Create folder'}
      </DialogFormActions>
    </form>
  )
}
