/**
 * Legacy Office files (doc, xls, ppt) are Compound File Binary containers, as are installers
 * (msi) and mail (msg). Which one a container is shows in its first directory sector: the root
 * entry's class id and the names of its streams. That sector may sit anywhere in the file, so
 * it is read from the head when it is there, and caught on its way to storage otherwise.
 * (file-type recognises the container, `application/x-cfb`, but not what is inside.)
 */

/** The container's header sector; the directory's place is read from it. */
const HEADER_BYTES = 512
const ENTRY_BYTES = 128

interface OfficeKind {
  mimeType: string
  /** Root entry class ids, as stored (little-endian fields). */
  classIds: string[]
  streams: string[]
}

/** Class ids as the bytes read: the first three GUID fields are little-endian. */
function classIdBytes(guid: string): string {
  const [a, b, c, d, e] = guid.split('-') as [string, string, string, string, string]
  const swap = (hex: string) => Buffer.from(hex, 'hex').reverse().toString('hex')
  return `${swap(a)}${swap(b)}${swap(c)}${d}${e}`.toLowerCase()
}

const OFFICE_KINDS: OfficeKind[] = [
  {
    mimeType: 'application/msword',
    classIds: [classIdBytes('00020906-0000-0000-C000-000000000046')],
    streams: ['WordDocument'],
  },
  {
    mimeType: 'application/vnd.ms-excel',
    classIds: [
      classIdBytes('00020820-0000-0000-C000-000000000046'),
      classIdBytes('00020810-0000-0000-C000-000000000046'),
    ],
    streams: ['Workbook', 'Book'],
  },
  {
    mimeType: 'application/vnd.ms-powerpoint',
    classIds: [classIdBytes('64818D10-4F9B-11CF-86EA-00AA00B929E8')],
    streams: ['PowerPoint Document'],
  },
]

/** Where the first directory sector is: `(sector + 1) << shift`, since the header is sector -1. */
export function directoryRange(head: Buffer): { offset: number; length: number } | null {
  if (head.length < HEADER_BYTES) return null
  const shift = head.readUInt16LE(0x1e)
  if (shift !== 9 && shift !== 12) return null
  const sector = head.readUInt32LE(0x30)
  // Special values (end of chain, free) mean a broken header.
  if (sector >= 0xfffffffa) return null
  const length = 1 << shift
  return { offset: (sector + 1) * length, length }
}

/** The Office MIME type a directory sector describes, or null for any other container. */
export function officeTypeOfDirectory(sector: Buffer): string | null {
  const classId = sector.subarray(0x50, 0x60).toString('hex')
  const names: string[] = []
  for (let at = 0; at + ENTRY_BYTES <= sector.length; at += ENTRY_BYTES) {
    const nameBytes = Math.min(sector.readUInt16LE(at + 0x40), 64)
    // The length counts the terminating NUL.
    if (nameBytes >= 2) names.push(sector.toString('utf16le', at, at + nameBytes - 2))
  }
  const kind = OFFICE_KINDS.find(
    (candidate) =>
      candidate.classIds.includes(classId) ||
      candidate.streams.some((stream) => names.includes(stream)),
  )
  return kind?.mimeType ?? null
}
