import { mediaAccept, mediaUploadHint } from '@folio/schema'
import type { MediaItem, MediaType } from '@folio/schema'
import { Link2 } from 'lucide-react'
import { useState } from 'react'

import { initialPickerFilters, MediaPickerBrowser } from './media-picker-browser'
import type { PickerFilters } from './media-picker-browser'
import { MediaThumbnail } from './media-thumbnail'
import { UploadPanel } from './upload-panel'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { controlClass } from '@/components/ui/form-field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/cn'

/** What was chosen: `src` is the file's `/media/{id}/{name}` path, which content stores. */
export interface MediaChoice {
  src: string
  alt: string
  item: MediaItem
}

export interface MediaPickerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (choice: MediaChoice) => void
  /** Only files of this type can be chosen (images for image fields and rich text). */
  type?: MediaType | undefined
  title?: string
  /** Ask for the alt text before choosing (rich text stores it with the image). */
  askAltText?: boolean
  /** Offers "Use a URL instead", for places that also take an address from elsewhere. */
  onUseUrl?: (() => void) | undefined
}

/**
 * Choose a file from the media library, or upload one on the spot and choose it. The dialog
 * closes once a file is chosen.
 */
export function MediaPicker({ open, onOpenChange, title, ...props }: MediaPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title ?? (props.type === 'image' ? 'Choose an image' : 'Choose a file')}
        size="lg"
      >
        <PickerBody {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function PickerBody({
  onChoose,
  type,
  askAltText = false,
  onUseUrl,
  onClose,
}: Omit<MediaPickerProps, 'open' | 'onOpenChange' | 'title'> & { onClose: () => void }) {
  const [tab, setTab] = useState<'library' | 'upload'>('library')
  const [filters, setFilters] = useState<PickerFilters>(initialPickerFilters)
  const [selected, setSelected] = useState<MediaItem | null>(null)
  const [altText, setAltText] = useState('')

  const select = (item: MediaItem) => {
    setSelected(item)
    setAltText(item.altText)
  }
  const choose = (item: MediaItem, alt = item.altText) => {
    onChoose({ src: item.path, alt: alt.trim(), item })
    onClose()
  }
  const uploadFolder = filters.folderId && filters.folderId !== 'root' ? filters.folderId : null

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as 'library' | 'upload')}>
      <TabsList aria-label="Choose from">
        <TabsTrigger value="library">Library</TabsTrigger>
        <TabsTrigger value="upload">Upload</TabsTrigger>
      </TabsList>
      <TabsContent value="library" className="pt-4">
        <MediaPickerBrowser
          filters={filters}
          onFiltersChange={setFilters}
          fixedType={type}
          selectedId={selected?.id ?? null}
          onSelect={select}
          onConfirm={(item) => choose(item)}
        />
      </TabsContent>
      <TabsContent value="upload" className="pt-4">
        <UploadPanel
          folderId={uploadFolder}
          accept={type ? mediaAccept([type]) : undefined}
          hint={type ? mediaUploadHint([type]) : undefined}
          onUploaded={(items) => {
            const fit = items.find((item) => !type || item.type === type)
            if (!fit) return
            select(fit)
            // Newest first with no filter: the new file is the first tile of the library.
            setFilters(initialPickerFilters)
          }}
          onComplete={() => setTab('library')}
        />
      </TabsContent>

      {tab === 'library' && (
        <div className="sticky -bottom-5 -mx-5 mt-5 -mb-5 rounded-b-2xl border-t border-border bg-card px-5 py-3">
          {selected && (
            <div className="flex items-center gap-3">
              <span className="size-10 shrink-0 overflow-hidden rounded-md bg-muted">
                <MediaThumbnail item={selected} size="sm" />
              </span>
              <p className="min-w-0 flex-1 truncate text-sm">
                <span className="text-muted-foreground">Selected: </span>
                <span className="font-medium">{selected.name}</span>
              </p>
            </div>
          )}
          {selected && askAltText && (
            <div className="mt-2">
              <label htmlFor="media-picker-alt" className="text-sm font-medium">
                Alt text
              </label>
              <input
                id="media-picker-alt"
                value={altText}
                onChange={(event) => setAltText(event.target.value)}
                placeholder="Describe the image for people who cannot see it"
                className={cn(controlClass, 'mt-1 border-input')}
              />
            </div>
          )}
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
            {onUseUrl && (
              <Button variant="ghost" onClick={onUseUrl} className="sm:mr-auto">
                <Link2 className="size-4" aria-hidden="true" />
                Use a URL instead
              </Button>
            )}
            <Button variant="secondary" onClick={onClose} className="sm:ml-auto">
              Cancel
            </Button>
            <Button disabled={!selected} onClick={() => selected && choose(selected, altText)}>
              Select
            </Button>
          </div>
        </div>
      )}
    </Tabs>
  )
}
