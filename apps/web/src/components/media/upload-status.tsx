import type { RefusedFile } from '@/lib/use-upload-media'

import { Alert } from '@/components/ui/alert'

/** The one progress bar of an upload, from the bytes sent (spec: capped at 99 until done). */
export function UploadProgress({ value, count }: { value: number; count: number }) {
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Uploading {count} file(s)...</span>
        <span className="text-muted-foreground tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary-solid transition-[width] duration-200"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  )
}

/** Files the last upload did not store, each with the reason, while the others were stored. */
export function UploadRefused({ files }: { files: RefusedFile[] }) {
  if (files.length === 0) return null
  return (
    <Alert title={`${files.length} file(s) could not be uploaded`} className="mt-4">
      <ul className="list-disc space-y-0.5 pl-4">
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="break-words">
            {/* The server's reasons name the file already; others get the name in front. */}
            {file.message.includes(file.name) ? file.message : `${file.name}: ${file.message}`}
          </li>
        ))}
      </ul>
    </Alert>
  )
}
