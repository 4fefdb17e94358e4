import { ImageOff, Images } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { MediaPicker } from '@/components/media/media-picker'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/**
 * An image field: a file chosen from the media library (stored as its `/media/{id}/{name}` path,
 * which holds the id so the library can tell where a file is used) or any image URL typed in,
 * with a live preview underneath.
 */
export function ImageInput({
  value,
  onChange,
  className,
  ...input
}: {
  id: string
  className: string
  value: string
  onChange: (value: string) => void
  'aria-invalid'?: boolean | undefined
  'aria-describedby'?: string | undefined
  'aria-required'?: boolean | undefined
}) {
  const src = useDebouncedValue(value.trim(), 400)
  const [failed, setFailed] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  const previewable = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(src)

  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          {...input}
          // A library path (/media/…) is as valid as a full URL, so not type="url".
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/image.jpg"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(className, 'min-w-0 sm:flex-1')}
        />
        <Button variant="secondary" className="h-auto py-2.5" onClick={() => setPicking(true)}>
          <Images className="size-4" aria-hidden="true" />
          Choose from library
        </Button>
      </div>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        type="image"
        onChoose={(choice) => onChange(choice.src)}
      />
      {previewable && (
        <div className="mt-2 flex min-h-24 items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-surface p-2">
          {failed === src ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ImageOff className="size-4" aria-hidden="true" />
              This image could not be loaded.
            </p>
          ) : (
            <img
              key={src}
              src={src}
              alt="Preview"
              onError={() => setFailed(src)}
              className="max-h-48 max-w-full rounded-md object-contain"
            />
          )}
        </div>
      )}
    </div>
  )
}
