import { describe, expect, it } from 'vitest'

import { acceptedMediaFiles, mediaAccept, mediaUploadHint } from './media.js'

describe('the accepted media list', () => {
  it('tells uploaders about audio and offers no plain text', () => {
    expect(mediaUploadHint()).toBe(
      'Images (PNG, JPEG, GIF, WebP, AVIF, SVG), PDF and office documents, audio (MP3, WAV, OGG, FLAC, M4A, AAC) or video (MP4, WebM, MOV), up to 10 MB each',
    )
    const accept = mediaAccept().split(',')
    expect(accept).toContain('audio/mpeg')
    expect(accept).toContain('.mp3')
    expect(accept).not.toContain('text/plain')
    expect(accept).not.toContain('.txt')
  })

  it('narrows to one kind of file for a field that takes only that kind', () => {
    expect(mediaUploadHint(['image'])).toBe(
      'Images (PNG, JPEG, GIF, WebP, AVIF, SVG), up to 10 MB each',
    )
    expect(mediaAccept(['image']).split(',')).toEqual([
      ...acceptedMediaFiles.image.mimeTypes,
      ...acceptedMediaFiles.image.extensions,
    ])
  })
})
