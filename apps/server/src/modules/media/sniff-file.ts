import { acceptedMediaFiles, mediaTypes } from '@folio/schema'
import type { MediaType } from '@folio/schema'

import { imageSize } from './image-size.js'
import { directoryRange, officeTypeOfDirectory } from './sniff-cfb.js'
import { isSvg, svgSize } from './sniff-svg.js'

/**
 * Bytes of a file read before anything is stored: enough for every format's signature and
 * for an image header behind large EXIF or colour profiles, and small enough to keep in memory.
 */
export const HEAD_BYTES = 256 * 1024

/** A later part of the file that decides its type, checked while the bytes go to storage. */
export interface TailProbe {
  offset: number
  length: number
  /** The MIME type those bytes prove, or null when they show the file is not acceptable. */
  resolve(bytes: Buffer): string | null
}

export interface SniffedFile {
  type: MediaType
  /** Final unless `probe` is set; then the one `probe.resolve` gives. */
  mimeType: string
  width: number | null
  height: number | null
  probe?: TailProbe
}

/** Names file-type gives some accepted formats, with the MIME type stored for each. */
const DETECTED_AS: Record<string, string> = {
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/x-m4a': 'audio/mp4',
  'video/x-m4v': 'video/mp4',
}

/** The media type of each MIME type the library accepts (`acceptedMediaFiles`, one list). */
const ACCEPTED = new Map<string, MediaType>(
  mediaTypes.flatMap((type) =>
    acceptedMediaFiles[type].mimeTypes.map((mimeType) => [mimeType, type] as const),
  ),
)

function legacyOffice(head: Buffer): SniffedFile | null {
  const range = directoryRange(head)
  if (!range) return null
  const document = { type: 'document' as const, width: null, height: null }
  if (range.offset + range.length <= head.length) {
    const mimeType = officeTypeOfDirectory(head.subarray(range.offset, range.offset + range.length))
    return mimeType ? { ...document, mimeType } : null
  }
  return {
    ...document,
    mimeType: 'application/octet-stream',
    probe: { ...range, resolve: officeTypeOfDirectory },
  }
}

/**
 * What a file is, from its first bytes (up to HEAD_BYTES, or the whole file when smaller):
 * never from its name or the Content-Type the client claimed. Null for anything the library
 * does not accept, such as an executable named `photo.png`.
 *
 * SVG is recognised from its text and stored as sent: the file route serves it with a
 * sandboxing Content-Security-Policy, so scripts in it never run on our origin.
 */
export async function sniffFile(head: Buffer): Promise<SniffedFile | null> {
  if (head.length === 0) return null
  // file-type (with its tokenizers) loads with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type')
  // A file crafted to trip the parser is simply not a file we accept.
  const detected = await fileTypeFromBuffer(head).catch(() => undefined)
  if (detected?.mime === 'application/x-cfb') return legacyOffice(head)
  if (!detected || detected.mime === 'application/xml') {
    if (!isSvg(head)) return null
    return { type: 'image', mimeType: 'image/svg+xml', ...svgSize(head) }
  }
  const mimeType = DETECTED_AS[detected.mime] ?? detected.mime
  const type = ACCEPTED.get(mimeType)
  // SVG is only ever taken from its text (above); office files of the old kind from their
  // directory (legacyOffice). Neither comes through here.
  if (!type || mimeType === 'image/svg+xml') return null
  const size = type === 'image' ? await imageSize(head, mimeType) : { width: null, height: null }
  return { type, mimeType, ...size }
}
