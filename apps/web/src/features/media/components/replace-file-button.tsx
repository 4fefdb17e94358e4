import { mediaAccept } from '@folio/schema'
import type { MediaItem } from '@folio/schema'
import { LoaderCircle, Replace } from 'lucide-react'
import { useRef, useState } from 'react'

import { useReplaceMediaFile } from '../api/replace-media-file'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/**
 * Replace file: picks a file and uploads it over this one (same id), saying how far it got. The
 * picker offers the same kind of file, since content expects one.
 */
export function ReplaceFileButton({ item }: { item: MediaItem }) {
  const input = useRef<HTMLInputElement>(null)
  const replace = useReplaceMediaFile()
  const [percent, setPercent] = useState(0)

  const upload = (file: File) => {
    setPercent(0)
    replace.mutate(
      { id: item.id, file, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) },
      {
        onSuccess: (next) => notify.success(`Replaced with ${next.name}`),
        onError: (error) =>
          notify.error('The file could not be replaced', { details: errorMessage(error) }),
      },
    )
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={mediaAccept([item.type])}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) upload(file)
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={replace.isPending}
        onClick={() => input.current?.click()}
      >
        {replace.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Replace className="size-4" aria-hidden="true" />
        )}
        {replace.isPending ? `Uploading… ${percent}%` : 'Replace file'}
      </Button>
      {replace.isPending && (
        <span role="status" className="sr-only">
          Uploading replacement, {percent}%
        </span>
      )}
    </>
  )
}
