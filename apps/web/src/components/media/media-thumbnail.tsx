import type { MediaItem } from '@folio/schema'
import { useState } from 'react'

import { canTransform, extensionOf, mediaTypeIcons, thumbnailUrl } from '@/lib/media-display'

import { cn } from '@/lib/cn'

const tones = {
  image: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  document: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  audio: 'bg-violet-500/10 text-violet-700 dark:text-violet-300',
  video: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
} as const

/**
 * A file's picture: the image itself (a small WebP from the server), or its type's icon with the
 * extension for documents, audio and video. A broken image falls back to the icon.
 */
export function MediaThumbnail({
  item,
  size = 'md',
  className,
}: {
  item: MediaItem
  /** `md` for grid cards, `sm` for list rows. */
  size?: 'sm' | 'md'
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const Icon = mediaTypeIcons[item.type]
  if (item.type === 'image' && !failed) {
    return (
      <img
        src={canTransform(item) ? thumbnailUrl(item, size === 'sm' ? 96 : 400) : item.path}
        alt={item.altText}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('size-full bg-muted object-cover', className)}
      />
    )
  }
  const extension = extensionOf(item.name)
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-1.5',
        tones[item.type],
        className,
      )}
    >
      <Icon className={size === 'sm' ? 'size-5' : 'size-10'} aria-hidden="true" />
      {size === 'md' && extension && (
        <span className="text-xs font-semibold tracking-wide">{extension}</span>
      )}
    </div>
  )
}
