const MAX_NAME_LENGTH = 255

/** Control characters, and the bidi controls that make `gnp.exe` read as `exe.png`. */
const UNPRINTABLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/**
 * The name a file is shown and downloaded under, from what the browser sent: the last path
 * segment only (`../../etc/passwd.png` is `passwd.png`), without control characters, trimmed
 * and at most 255 characters with its extension kept. Names never reach the storage keys; this
 * keeps them harmless in lists, headers and downloads.
 */
export function cleanFileName(sent: string | undefined): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? ''
  const name = base.replace(UNPRINTABLE, '').normalize('NFC').trim()
  if (name === '' || name === '.' || name === '..') return 'file'
  const chars = Array.from(name)
  if (chars.length <= MAX_NAME_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(name.slice(dot)) : []
  if (extension.length === 0 || extension.length > 16) {
    return chars.slice(0, MAX_NAME_LENGTH).join('').trim()
  }
  const stem = chars.slice(0, MAX_NAME_LENGTH - extension.length).join('')
  return `${stem.trim()}${extension.join('')}`
}
