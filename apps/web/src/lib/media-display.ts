import type { MediaItem, MediaType } from '@folio/schema'
import { FileText, Image, Music, Video } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

/** One file's type in a sentence or a column ("Image", not the filter's "Images"). */
export const mediaTypeNames: Record<MediaType, string> = {
  image: 'Image',
  document: 'Document',
  audio: 'Audio',
  video: 'Video',
}

export const mediaTypeIcons: Record<MediaType, LucideIcon> = {
  image: Image,
  document: FileText,
  audio: Music,
  video: Video,
}

/** Grid thumbnails: a 400px-wide WebP made (and cached) by the server, not the full file. */
export function thumbnailUrl(item: Pick<MediaItem, 'path'>, width = 400): string {
  return `${item.path}?w=${width}&format=webp`
}

/** The file as a download (`Content-Disposition: attachment`). */
export function downloadUrl(item: Pick<MediaItem, 'path'>): string {
  return `${item.path}?download=1`
}

/** "1920 × 1080", or null for files without pixels. */
export function formatDimensions(item: Pick<MediaItem, 'width' | 'height'>): string | null {
  return item.width && item.height ? `${item.width} × ${item.height}` : null
}

/** SVGs are served as is: the transform would rasterise them, and they scale anyway. */
export function canTransform(item: Pick<MediaItem, 'type' | 'mimeType'>): boolean {
  return item.type === 'image' && item.mimeType !== 'image/svg+xml'
}

/** The extension in capitals ("PDF", "MP3") for a document's tile. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1
    ? name
        .slice(dot + 1)
        .toUpperCase()
        .slice(0, 5)
    : ''
}
