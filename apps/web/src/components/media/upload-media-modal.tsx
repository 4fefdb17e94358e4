import type { MediaItem } from '@folio/schema'

import { LazyUploadPanel } from './lazy-upload-panel'

import { Dialog, DialogContent } from '@/components/ui/dialog'

/**
 * The "Upload Media" modal (spec: media upload modal). Files go to `folderId` (null: no folder).
 * It closes by itself once every file is stored; closing it mid-upload cancels the upload.
 */
export function UploadMediaModal({
  open,
  onOpenChange,
  folderId,
  onUploaded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  folderId: string | null
  onUploaded?: (items: MediaItem[]) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Upload Media" size="lg">
        <LazyUploadPanel
          folderId={folderId}
          onUploaded={onUploaded}
          onComplete={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
