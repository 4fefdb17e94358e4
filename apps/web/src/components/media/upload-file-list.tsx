import { formatFileSize } from '@folio/schema'
import { File as FileIcon, FileAudio, FileImage, FileVideo, X } from 'lucide-react'

import type { UploadEntry } from '@/lib/use-upload-media'

import { cn } from '@/lib/cn'

function iconFor(type: string) {
  if (type.startsWith('image/')) return FileImage
  if (type.startsWith('video/')) return FileVideo
  if (type.startsWith('audio/')) return FileAudio
  return FileIcon
}

/** What the browser says the file is; the server decides from the bytes. */
function typeLabel(file: File): string {
  if (file.type) return file.type
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1]
  return extension ? `.${extension.toLowerCase()} file` : 'Unknown type'
}

/** The chosen files: name, size and type, why one will be refused, and a remove button. */
export function UploadFileList({
  entries,
  disabled,
  onRemove,
}: {
  entries: UploadEntry[]
  disabled: boolean
  onRemove: (id: string) => void
}) {
  if (entries.length === 0) return null
  const total = entries.reduce((sum, entry) => sum + entry.file.size, 0)

  return (
    <section aria-label="Files to upload" className="mt-4">
      <p className="text-sm font-medium">
        {entries.length} file(s) selected
        <span className="font-normal text-muted-foreground"> · {formatFileSize(total)}</span>
      </p>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
        {entries.map(({ id, file, problem }) => {
          const Icon = iconFor(file.type)
          const problemId = `${id}-problem`
          return (
            <li
              key={id}
              className={cn('flex items-center gap-3 px-3 py-2.5', problem && 'bg-danger-soft/60')}
              aria-describedby={problem ? problemId : undefined}
            >
              <span
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-lg',
                  problem ? 'bg-danger-soft text-danger' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={file.name}>
                  {file.name}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {formatFileSize(file.size)} · {typeLabel(file)}
                </p>
                {problem && (
                  <p id={problemId} className="mt-0.5 text-xs font-medium text-danger">
                    {problem}
                  </p>
                )}
              </div>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onRemove(id)}
                className="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
