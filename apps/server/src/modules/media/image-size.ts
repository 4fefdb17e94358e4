export interface ImageSize {
  width: number | null
  height: number | null
}

const UNKNOWN: ImageSize = { width: null, height: null }

/**
 * WebP's size from its first chunk: libvips wants the whole file to read a WebP header, and
 * only the head of an upload is ever in memory.
 */
function webpSize(head: Buffer): ImageSize {
  if (head.length < 30) return UNKNOWN
  const chunk = head.toString('latin1', 12, 16)
  if (chunk === 'VP8X') {
    return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 }
  }
  if (chunk === 'VP8 ' && head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a) {
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  return UNKNOWN
}

/**
 * Width and height of an image from the first bytes of its file (the header is at the start
 * of every format we accept), as it displays: EXIF rotation applied. Unknown gives nulls.
 */
export async function imageSize(head: Buffer, mimeType: string): Promise<ImageSize> {
  if (mimeType === 'image/webp') return webpSize(head)
  // libvips loads with the first image a server handles, not with the server.
  const { default: sharp } = await import('sharp')
  try {
    const metadata = await sharp(head, { failOn: 'none' }).metadata()
    const { width, height } = metadata.autoOrient ?? metadata
    return width && height ? { width, height } : UNKNOWN
  } catch {
    return UNKNOWN
  }
}
