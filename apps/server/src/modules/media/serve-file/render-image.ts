import { MEDIA_MAX_BYTES, mediaMessages } from '@folio/schema'
import type { Readable } from 'node:stream'

import { AppError } from '../../../lib/app-error.js'
import type { TransformSpec } from './transform-query.js'

/** Larger images are refused before decoding: 50 megapixels is about 200 MB of pixels. */
export const TRANSFORM_MAX_INPUT_PIXELS = 50_000_000
/** A transform that takes longer than this is given up (a crafted file, an overloaded host). */
const RENDER_TIMEOUT_SECONDS = 30
/** Originals are at most MEDIA_MAX_BYTES; anything much larger is not read into memory. */
const MAX_INPUT_BYTES = 2 * MEDIA_MAX_BYTES

/**
 * Resizes and converts one image. The original is read whole (at most MAX_INPUT_BYTES, which
 * sharp would buffer anyway) and released when this returns.
 */
export async function renderImage(original: Readable, spec: TransformSpec): Promise<Buffer> {
  const input = await readAtMost(original, MAX_INPUT_BYTES)
  // libvips loads with the first transform a server renders, not with the server.
  const { default: sharp } = await import('sharp')
  let image = sharp(input, {
    limitInputPixels: TRANSFORM_MAX_INPUT_PIXELS,
    animated: spec.animated,
  }).timeout({ seconds: RENDER_TIMEOUT_SECONDS })
  // Photos are shown the way up the camera meant (EXIF orientation), then stripped of metadata.
  if (!spec.animated) image = image.rotate()
  if (spec.width !== null || spec.height !== null) {
    image = image.resize({
      width: spec.width ?? undefined,
      height: spec.height ?? undefined,
      fit: spec.fit ?? 'inside',
      withoutEnlargement: true,
    })
  }
  const quality = spec.quality ?? undefined
  switch (spec.format) {
    case 'jpeg':
      // JPEG has no transparency: transparent pixels become white rather than black.
      image = image.flatten({ background: '#ffffff' }).jpeg({ quality })
      break
    case 'webp':
      image = image.webp({ quality })
      break
    case 'avif':
      // Lower effort than sharp's default: AVIF encoding is the most CPU-hungry step by far.
      image = image.avif({ quality, effort: 2 })
      break
    case 'png':
      image = image.png()
      break
    case 'gif':
      image = image.gif()
      break
  }
  try {
    return await image.toBuffer()
  } catch (error) {
    throw imageError(error)
  }
}

function imageError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit/i.test(message)) {
    return new AppError('unprocessable', mediaMessages.imageTooLargeToConvert)
  }
  return new AppError('unprocessable', mediaMessages.imageNotConvertible)
}

async function readAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of stream) {
    length += (chunk as Buffer).length
    if (length > limit) {
      stream.destroy()
      throw new AppError('unprocessable', mediaMessages.imageTooLargeToConvert)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks, length)
}
