import { commonMessages, updateMediaInputSchema } from '@folio/schema'
import type { MediaFolder, MediaItem } from '@folio/schema'
import { Check, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useUpdateMedia } from '../api/media-mutations'

import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'

type FieldErrors = Partial<Record<'name' | 'altText', string>>

function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  const errors: FieldErrors = {}
  for (const detail of error.details) {
    if (detail.path === 'name' || detail.path === 'altText') errors[detail.path] = detail.message
  }
  return errors
}

/**
 * The editable part of the details: name and (for images) alt text with one Save that turns into
 * "Saved" until the next edit; the folder applies as soon as it is chosen.
 */
export function MediaDetailsForm({ item, folders }: { item: MediaItem; folders: MediaFolder[] }) {
  const update = useUpdateMedia()
  const move = useUpdateMedia()
  const [name, setName] = useState(item.name)
  const [altText, setAltText] = useState(item.altText)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saved, setSaved] = useState(false)
  // A replaced file or a save elsewhere changes the item: start again from its new values.
  const [base, setBase] = useState({ name: item.name, altText: item.altText })
  if (base.name !== item.name || base.altText !== item.altText) {
    setBase({ name: item.name, altText: item.altText })
    setName(item.name)
    setAltText(item.altText)
  }
  const dirty = name.trim() !== item.name || altText.trim() !== item.altText
  useUnsavedChanges(dirty)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = updateMediaInputSchema.safeParse({ name, altText })
    if (!parsed.success) {
      setErrors({ name: commonMessages.nameRequired })
      return
    }
    update.mutate(
      { id: item.id, input: parsed.data },
      {
        onSuccess: (next) => {
          setName(next.name)
          setAltText(next.altText)
          setSaved(true)
        },
        onError: (error) => {
          const found = fieldErrors(error)
          if (Object.keys(found).length > 0) setErrors(found)
          else notify.error('The changes could not be saved', { details: errorMessage(error) })
        },
      },
    )
  }

  const edited = () => {
    setSaved(false)
    setErrors({})
  }

  const changeFolder = (folderId: string) =>
    move.mutate(
      { id: item.id, input: { folderId: folderId || null } },
      {
        onSuccess: () => {
          const folder = folders.find((candidate) => candidate.id === folderId)
          notify.success(folder ? `Moved to ${folder.name}` : 'Moved to All files')
        },
        onError: (error) =>
          notify.error('The file could not be moved', { details: errorMessage(error) }),
      },
    )

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} aria-label="File details" className="space-y-4">
        <TextField
          id="media-name"
          label="Name"
          value={name}
          maxLength={255}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value)
            edited()
          }}
        />
        {item.type === 'image' && (
          <TextAreaField
            id="media-alt-text"
            label="Alt text"
            hint="Describes the image for people who cannot see it."
            rows={3}
            maxLength={1000}
            value={altText}
            error={errors.altText}
            onChange={(event) => {
              setAltText(event.target.value)
              edited()
            }}
          />
        )}
        <div className="flex items-center justify-end gap-3">
          {saved && !dirty && (
            <p role="status" className="flex items-center gap-1 text-sm font-medium text-success">
              <Check className="size-4" aria-hidden="true" />
              Saved
            </p>
          )}
          <Button type="submit" size="sm" disabled={!dirty || update.isPending}>
            {update.isPending && (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            )}
            Save
          </Button>
        </div>
      </form>
      <SelectField
        id="media-folder"
        label="Folder"
        value={item.folderId ?? ''}
        disabled={move.isPending}
        onChange={(event) => changeFolder(event.target.value)}
      >
        <option value="">No folder (All files)</option>
        {folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.name}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
