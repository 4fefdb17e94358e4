import type { MediaType } from '@folio/schema'
import { fileTypeFromBuffer } from 'file-type'

import { imageSize } from './image-size.js'
import { directoryRange, isCfb, officeTypeOfDirectory } from './sniff-cfb.js'
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

/** The types the library accepts, as file-type names them, with the MIME type stored. */
const ACCEPTED: Record<string, { type: MediaType; mimeType?: string }> = {
  'image/png': { type: 'image' },
  'image/apng': { type: 'image' },
  'image/jpeg': { type: 'image' },
  'image/gif': { type: 'image' },
  'image/webp': { type: 'image' },
  'image/avif': { type: 'image' },
  'application/pdf': { type: 'document' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { type: 'document' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { type: 'document' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    type: 'document',
  },
  'application/vnd.oasis.opendocument.text': { type: 'document' },
  'application/vnd.oasis.opendocument.spreadsheet': { type: 'document' },
  'application/vnd.oasis.opendocument.presentation': { type: 'document' },
  'audio/mpeg': { type: 'audio' },
  'audio/wav': { type: 'audio' },
  'audio/ogg': { type: 'audio' },
  'audio/ogg; codecs=opus': { type: 'audio', mimeType: 'audio/ogg' },
  'audio/flac': { type: 'audio' },
  'audio/x-m4a': { type: 'audio', mimeType: 'audio/mp4' },
  'audio/mp4': { type: 'audio' },
  'audio/aac': { type: 'audio' },
  'video/mp4': { type: 'video' },
  'video/x-m4v': { type: 'video', mimeType: 'video/mp4' },
  'video/webm': { type: 'video' },
  'video/quicktime': { type: 'video' },
}

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
  if (isCfb(head)) return legacyOffice(head)
  // A file crafted to trip the parser is simply not a file we accept.
  const detected = await fileTypeFromBuffer(head).catch(() => undefined)
  if (!detected || detected.mime === 'application/xml') {
    if (!isSvg(head)) return null
    return { type: 'image', mimeType: 'image/svg+xml', ...svgSize(head) }
  }
  const accepted = ACCEPTED[detected.mime]
  if (!accepted) return null
  const mimeType = accepted.mimeType ?? detected.mime
  const size =
    accepted.type === 'image' ? await imageSize(head, mimeType) : { width: null, height: null }
  return { type: accepted.type, mimeType, ...size }
}
