import sharp from 'sharp'

/** A real PNG of the given size (a solid colour), as the library would receive it. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer()
}

export function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer()
}

/** A minimal valid one-page PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  )
}

/** The start of a Windows executable: what a renamed `.exe` posing as an image carries. */
export function executableBytes(): Buffer {
  const bytes = Buffer.alloc(512)
  bytes.write('MZ', 0, 'latin1')
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1')
  return bytes
}

export interface UploadFile {
  name: string
  bytes: Buffer
  /** What the client claims; the server must not trust it. */
  type?: string
}

/** A multipart body as a browser's FormData sends it: each file under `files`. */
export function uploadForm(files: UploadFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  return form
}
