import type { ContentItem } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { ItemPreview } from './item-preview'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { contentTypesQuery } from '@/lib/api/get-content-types'

/** The read-only View of an item, open to every role. */
export function ContentPreviewDialog({
  item,
  typeName,
  onClose,
}: {
  item: ContentItem | null
  typeName: string
  onClose: () => void
}) {
  const types = useQuery(contentTypesQuery())
  const type = types.data?.find((candidate) => candidate.id === item?.contentTypeId)
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent title="Preview" size="lg">
          <ItemPreview item={item} type={type} typeName={typeName} />
        </DialogContent>
      )}
    </Dialog>
  )
}
