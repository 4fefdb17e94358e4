/** An image type Folio accepts as an avatar, recognised by its first bytes. */
export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'
  extension: 'png' | 'jpg' | 'webp' | 'gif'
}

const AVATAR_TYPES: Record<string, ImageType> = {
  'image/png': { mime: 'image/png', extension: 'png' },
  // An animated PNG is still a PNG to every browser.
  'image/apng': { mime: 'image/png', extension: 'png' },
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/webp': { mime: 'image/webp', extension: 'webp' },
  'image/gif': { mime: 'image/gif', extension: 'gif' },
}

/**
 * The image type the bytes really are, or null. File names and the client's Content-Type are
 * claims anyone can make; the file's signature (read by file-type) is what a browser will
 * actually decode.
 */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  // file-type (with its tokenizers) loads with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type')
  // A file crafted to trip the parser is simply not an image we accept.
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  return (detected && AVATAR_TYPES[detected.mime]) ?? null
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
