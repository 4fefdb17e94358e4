import { mediaAccept, mediaUploadHint } from '@folio/schema'
import { CloudUpload } from 'lucide-react'
import { useRef, useState } from 'react'
import type { DragEvent } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** Exactly what the library accepts (audio yes, plain text no), from the server's own list. */
export const UPLOAD_HINT = mediaUploadHint()

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * Where files are dropped, or chosen with the "Choose files" button (the keyboard way in). The
 * zone lights up while files are dragged over it.
 */
export function UploadDropZone({
  onFiles,
  disabled = false,
  accept = mediaAccept(),
  hint = UPLOAD_HINT,
}: {
  onFiles: (files: File[]) => void
  disabled?: boolean
  /** The file input's `accept`: every accepted file unless only some kinds will do. */
  accept?: string | undefined
  hint?: string
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  // dragenter and dragleave fire for every child crossed; count them to know when we truly left.
  const depth = useRef(0)
  const [dragging, setDragging] = useState(false)

  const onDragEnter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return
    event.preventDefault()
    depth.current += 1
    setDragging(true)
  }
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1)
    if (depth.current === 0) setDragging(false)
  }
  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return
    // Without this the browser opens the file instead of dropping it here.
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    depth.current = 0
    setDragging(false)
    if (disabled) return
    const files = [...event.dataTransfer.files]
    if (files.length > 0) onFiles(files)
  }

  return (
    <div
      data-testid="upload-drop-zone"
      data-dragging={dragging || undefined}
      onDragEnter={onDragEnter}
      onDragLeave={onDragLeave}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary-soft' : 'border-border bg-surface',
        disabled && 'opacity-60',
      )}
    >
      <span
        className={cn(
          'grid size-12 place-items-center rounded-xl transition-colors',
          dragging ? 'bg-primary-solid text-white' : 'bg-primary-soft text-primary-text',
        )}
      >
        <CloudUpload className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-3 text-sm font-medium">
        {dragging ? 'Drop the files to add them' : 'Drag and drop files here, or'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        Choose files
      </Button>
      <p className="mt-3 text-xs text-muted-foreground">{hint}</p>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // Reset so choosing the same file again still reports a change.
          event.target.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </div>
  )
}
