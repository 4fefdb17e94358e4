/** An image type Folio accepts as an avatar, recognised by its first bytes. */
export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'
  extension: 'png' | 'jpg' | 'webp' | 'gif'
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte)
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0))
}

/**
 * The image type the bytes really are, or null. File names and the client's Content-Type are
 * claims anyone can make; the magic numbers are what a browser will actually decode.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', extension: 'png' }
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { mime: 'image/gif', extension: 'gif' }
  }
  // RIFF <size> WEBP
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' }
  }
  return null
}

const MIME_BY_EXTENSION: Record<string, ImageType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

/** The Content-Type of a stored avatar, from the extension Folio itself gave it. */
export function mimeOfExtension(extension: string): ImageType['mime'] | undefined {
  return MIME_BY_EXTENSION[extension]
}
