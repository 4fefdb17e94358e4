import type { MediaItem } from '@folio/schema'
import { ExternalLink } from 'lucide-react'

import { canTransform, extensionOf, thumbnailUrl } from '@/lib/media-display'

import { MediaThumbnail } from '@/components/media/media-thumbnail'

import { buttonClass } from '@/components/ui/button'

/** The file itself: the image, a player for audio and video, or an icon with Open for documents. */
export function MediaPreview({ item }: { item: MediaItem }) {
  const frame =
    'overflow-hidden rounded-xl border border-border bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px]'
  switch (item.type) {
    case 'image':
      return (
        <div className={frame}>
          <img
            src={canTransform(item) ? thumbnailUrl(item, 800) : item.path}
            alt={item.altText}
            className="mx-auto max-h-80 w-auto object-contain"
          />
        </div>
      )
    case 'video':
      return (
        // Captions belong to the uploaded file; the library has none to add.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          preload="metadata"
          src={item.path}
          className="max-h-80 w-full rounded-xl border border-border bg-black"
        />
      )
    case 'audio':
      return (
        <div className="space-y-3">
          <div className="h-32 overflow-hidden rounded-xl border border-border">
            <MediaThumbnail item={item} />
          </div>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio controls preload="metadata" src={item.path} className="w-full" />
        </div>
      )
    default:
      return (
        <div className="overflow-hidden rounded-xl border border-border">
          <div className="h-40">
            <MediaThumbnail item={item} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-border bg-card px-4 py-3">
            <span className="truncate text-sm text-muted-foreground">
              {extensionOf(item.name) || 'Document'} · opens in a new tab
            </span>
            <a
              href={item.path}
              target="_blank"
              rel="noreferrer"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Open
              <span className="sr-only"> {item.name}</span>
            </a>
          </div>
        </div>
      )
  }
}
