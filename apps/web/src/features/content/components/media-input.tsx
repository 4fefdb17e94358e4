import type { ContentTypeField } from '@folio/schema'
import { MEDIA_MAX_ENTRIES } from '@folio/schema'
import { FileIcon, Images } from 'lucide-react'
import { useState } from 'react'

import { mediaValueFromItem } from '../structured-values'
import type { MediaValue } from '../structured-values'

import { SortableValues } from './sortable-values'

import { Button } from '@/components/ui/button'
import { MediaPicker } from '@/components/media/media-picker'
import { cn } from '@/lib/cn'

/** A thumbnail URL through the media transform query, for images that have a URL. */
export function thumbnailUrl(media: MediaValue, width = 320): string | null {
  if (!media.url || !media.mimeType.startsWith('image/')) return null
  if (media.mimeType === 'image/svg+xml') return media.url
  return `${media.url}${media.url.includes('?') ? '&' : '?'}w=${width}`
}

function MediaTile({ media, className }: { media: MediaValue; className?: string }) {
  const src = thumbnailUrl(media)
  return (
    <figure className={cn('min-w-0', className)}>
      <div className="grid aspect-[4/3] place-items-center overflow-hidden rounded-md bg-surface">
        {src ? (
          <img src={src} alt={media.alt} className="size-full object-cover" loading="lazy" />
        ) : (
          <FileIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <figcaption className="mt-1 min-w-0 px-0.5">
        <span className="block truncate text-xs font-medium" title={media.fileName}>
          {media.fileName}
        </span>
        <span className="block truncate text-xs text-muted-foreground" title={media.alt}>
          {media.alt || 'No alt text'}
        </span>
      </figcaption>
    </figure>
  )
}

/**
 * A media field: one file, or a gallery of files in order (drag, keyboard or move buttons),
 * chosen from the media library. Thumbnails and alt text come from the library.
 */
export function MediaInput({
  id,
  field,
  value,
  onChange,
  describedBy,
  fieldPath,
}: {
  id: string
  field: ContentTypeField
  value: readonly MediaValue[]
  onChange: (value: MediaValue[]) => void
  describedBy?: string | undefined
  fieldPath: string
}) {
  const [picking, setPicking] = useState(false)
  const max = field.multiple ? Math.min(field.max ?? MEDIA_MAX_ENTRIES, MEDIA_MAX_ENTRIES) : 1
  const full = field.multiple && value.length >= max
  const single = field.multiple ? null : (value[0] ?? null)

  return (
    // The label names the group: on the button it would replace "Add from library".
    <div
      id={id}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className="space-y-2"
    >
      {field.multiple && value.length > 0 && (
        <SortableValues
          label={`${field.name}: files`}
          grid
          items={value}
          idOf={(media) => media.id}
          nameOf={(media) => media.fileName}
          onChange={onChange}
          render={(media) => <MediaTile media={media} />}
        />
      )}
      {single && (
        <div className="flex items-start gap-3 rounded-lg border border-border bg-card p-2">
          <MediaTile media={single} className="w-32 shrink-0 sm:w-40" />
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-label={`Remove ${single.fileName}`}
            onClick={() => onChange([])}
          >
            Remove
          </Button>
        </div>
      )}
      <Button
        variant="secondary"
        data-field-path={fieldPath}
        disabled={full}
        onClick={() => setPicking(true)}
      >
        <Images className="size-4" aria-hidden="true" />
        {field.multiple
          ? full
            ? `At most ${max} files`
            : 'Add from library'
          : single
            ? 'Replace'
            : 'Choose from library'}
      </Button>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        title={field.multiple ? 'Add a file' : 'Choose a file'}
        onChoose={(choice) => {
          const media = mediaValueFromItem(choice.item)
          if (!field.multiple) onChange([media])
          else if (!value.some((entry) => entry.id === media.id)) onChange([...value, media])
        }}
      />
    </div>
  )
}
