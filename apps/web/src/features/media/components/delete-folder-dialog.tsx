import type { MediaFolder } from '@folio/schema'
import { useState } from 'react'

import { useDeleteMediaFolder } from '../api/folder-mutations'
import type { FolderFilesChoice } from '../api/folder-mutations'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/stores/notifications'
import { plural, pluralWord } from '@/lib/format'

/** Deletes a folder after asking what becomes of its files: moved to All files, or deleted. */
export function DeleteFolderDialog({
  folder,
  onClose,
  onDeleted,
}: {
  folder: MediaFolder | null
  onClose: () => void
  onDeleted: (folder: MediaFolder) => void
}) {
  const remove = useDeleteMediaFolder()
  const [files, setFiles] = useState<FolderFilesChoice>('move')
  const count = folder?.itemCount ?? 0

  const close = () => {
    setFiles('move')
    onClose()
  }
  const confirm = () => {
    if (!folder) return
    remove.mutate(
      { id: folder.id, files: count > 0 ? files : 'move' },
      {
        onSuccess: () => {
          notify.success(`Folder “${folder.name}” deleted`)
          onDeleted(folder)
          close()
        },
        onError: (error) =>
          notify.error('The folder could not be deleted', {
            details: errorMessage(error),
          }),
      },
    )
  }

  return (
    <ConfirmDialog
      open={folder !== null}
      title={`Delete folder “${folder?.name ?? ''}”?`}
      tone={count > 0 && files === 'delete' ? 'danger' : 'default'}
      confirmLabel={
        count > 0 && files === 'delete'
          ? `Delete folder and ${plural(count, 'file')}`
          : 'Delete folder'
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
      description={
        count === 0 ? (
          'The folder is empty.'
        ) : (
          <fieldset>
            <legend className="mb-3">
              It holds {plural(count, 'file')}. What should happen to{' '}
              {pluralWord(count, 'it', 'them')}?
            </legend>
            <div className="space-y-2">
              <Choice
                value="move"
                current={files}
                onChange={setFiles}
                label="Move files to All files"
                hint="They stay in the library, outside any folder."
              />
              <Choice
                value="delete"
                current={files}
                onChange={setFiles}
                label="Delete files too"
                hint="Content using them will show broken images. This cannot be undone."
                danger
              />
            </div>
          </fieldset>
        )
      }
    />
  )
}

function Choice({
  value,
  current,
  onChange,
  label,
  hint,
  danger,
}: {
  value: FolderFilesChoice
  current: FolderFilesChoice
  onChange: (value: FolderFilesChoice) => void
  label: string
  hint: string
  danger?: boolean
}) {
  const checked = current === value
  return (
    <label
      className={cn(
        'grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg border p-3 text-foreground',
        checked
          ? danger
            ? 'border-danger bg-danger-soft'
            : 'border-primary bg-primary-soft'
          : 'border-border',
      )}
    >
      <input
        type="radio"
        name="folder-files"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="row-span-2 mt-0.5 size-4 accent-[var(--primary-solid)]"
      />
      <span className="text-sm font-medium">{label}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </label>
  )
}
