import type { MediaItem } from '@folio/schema'
import { LoaderCircle, Upload } from 'lucide-react'

import { useUploadMedia } from '@/lib/use-upload-media'

import { UploadDropZone } from './upload-drop-zone'
import { UploadFileList } from './upload-file-list'
import { UploadProgress, UploadRefused } from './upload-status'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DialogActions } from '@/components/ui/dialog'

/**
 * Choose or drop files, see them listed, upload them with one progress bar. Used by the Upload
 * Media modal and by the media picker's Upload tab.
 */
export function UploadPanel({
  folderId,
  accept,
  hint,
  onUploaded,
  onComplete,
  onCancel,
}: {
  folderId: string | null
  accept?: string | undefined
  hint?: string | undefined
  onUploaded?: ((items: MediaItem[]) => void) | undefined
  /** Every file was stored. */
  onComplete?: (() => void) | undefined
  /** Shows a Cancel button that, while idle, leaves (while uploading it stops the upload). */
  onCancel?: (() => void) | undefined
}) {
  const upload = useUploadMedia({ folderId, onUploaded, onComplete })
  const { entries, uploading, progress, notice, failure, refused } = upload

  return (
    <div>
      <UploadDropZone
        onFiles={upload.add}
        disabled={uploading}
        accept={accept}
        {...(hint ? { hint } : {})}
      />
      <UploadFileList entries={entries} disabled={uploading} onRemove={upload.remove} />
      {notice && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {notice}
        </p>
      )}
      {failure && (
        <Alert title={failure.message} className="mt-4">
          {failure.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
      <UploadRefused files={refused} />
      {progress !== null && (
        <UploadProgress value={progress} count={entries.filter((e) => !e.problem).length} />
      )}

      <DialogActions>
        {(onCancel || uploading) && (
          <Button variant="secondary" onClick={() => (uploading ? upload.cancel() : onCancel?.())}>
            Cancel
          </Button>
        )}
        <Button onClick={() => void upload.upload()} disabled={uploading}>
          {uploading ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Upload className="size-4" aria-hidden="true" />
          )}
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogActions>
    </div>
  )
}
