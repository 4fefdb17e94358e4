import { ImageOff } from 'lucide-react'
import { useState } from 'react'

import { useDebouncedValue } from '@/lib/use-debounced-value'

/** An image URL with a live preview underneath (the media library picker comes later). */
export function ImageInput({
  value,
  onChange,
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
  const previewable = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(src)

  return (
    <div>
      <input
        {...input}
        type="url"
        inputMode="url"
        placeholder="https://example.com/image.jpg"
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
