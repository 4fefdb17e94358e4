import { Readable } from 'node:stream'

import { MEDIA_MAX_BYTES, mediaMessages, type ErrorCode, type MediaType } from '@folio/schema'

import { cleanFileName } from './file-name.js'
import { HEAD_BYTES, sniffFile, type TailProbe } from './sniff-file.js'
import type { StorageDriver } from './storage/storage-driver.js'

/** A file of an upload as it arrives: its bytes are read once, in order. */
export interface IncomingFile {
  /** The name the browser sent; decides nothing but the name shown. */
  fileName: string | undefined
  /**
   * The bytes. The multipart parser stops the stream at MEDIA_MAX_BYTES and marks it
   * `truncated` when the file was longer.
   */
  stream: Readable & { truncated?: boolean }
}

/** A file refused for what it is; the other files of the upload go on. */
export interface UploadRefusal {
  name: string
  code: ErrorCode
  message: string
}

/** A file now stored under its key. */
export interface ReceivedFile {
  name: string
  type: MediaType
  mimeType: string
  size: number
  width: number | null
  height: number | null
}

export type ReceiveResult = { ok: true; file: ReceivedFile } | { ok: false; refusal: UploadRefusal }

/** The room the plan's storage quota leaves; a file that outgrows it is refused with `message`. */
export interface RoomLeft {
  bytes: number
  message: string
}

/** Reads a stream chunk by chunk without ever destroying it, so it can be drained after. */
function chunkReader(stream: Readable) {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  return {
    async next(): Promise<Buffer | null> {
      const result = await chunks.next()
      return result.done ? null : result.value
    },
    /** Reads the rest and drops it: the parser only moves on to the next part once it is read. */
    async drain(): Promise<void> {
      try {
        while ((await chunks.next()).done !== true);
      } catch {
        // The request itself failed (client gone); the upload's loop sees that next.
      }
    },
  }
}

type ChunkReader = ReturnType<typeof chunkReader>

async function readHead(reader: ChunkReader): Promise<{ head: Buffer; ended: boolean }> {
  const chunks: Buffer[] = []
  let length = 0
  while (length < HEAD_BYTES) {
    const chunk = await reader.next()
    if (chunk === null) return { head: Buffer.concat(chunks), ended: true }
    chunks.push(chunk)
    length += chunk.length
  }
  return { head: Buffer.concat(chunks), ended: false }
}

/** Copies the bytes of a probe's range as they stream past. */
function probeCollector(probe: TailProbe) {
  const bytes = Buffer.alloc(probe.length)
  let filled = 0
  return {
    observe(chunk: Buffer, position: number) {
      const from = Math.max(probe.offset, position)
      const to = Math.min(probe.offset + probe.length, position + chunk.length)
      if (to <= from) return
      chunk.copy(bytes, from - probe.offset, from - position, to - position)
      filled += to - from
    },
    resolve: () => (filled === probe.length ? probe.resolve(bytes) : null),
  }
}

/**
 * Stores one incoming file under `key`, streaming: only its head (HEAD_BYTES) is ever held in
 * memory. The head decides the type (sniffFile); then the head and the rest of the stream go
 * to storage, counted. A file that is empty, of a refused type, over MEDIA_MAX_BYTES or past
 * the `room` the storage quota leaves is refused, and storage keeps nothing of it (the driver
 * discards a stream that fails). A refused file is read to its end so the next one can be
 * parsed.
 */
export async function receiveFile(
  storage: StorageDriver,
  incoming: IncomingFile,
  key: string,
  room: RoomLeft | null = null,
): Promise<ReceiveResult> {
  const name = cleanFileName(incoming.fileName)
  const refuse = (code: ErrorCode, message: string): ReceiveResult => ({
    ok: false,
    refusal: { name, code, message },
  })
  const reader = chunkReader(incoming.stream)
  const { head, ended } = await readHead(reader)
  if (head.length === 0) return refuse('validation_failed', mediaMessages.empty(name))
  const sniffed = await sniffFile(head)
  if (!sniffed) {
    await reader.drain()
    return refuse('unsupported_media_type', mediaMessages.unsupportedType(name))
  }

  // Set before the stream fails, so the cause is known whatever error the driver reports.
  const failure: { refusal?: ReceiveResult } = {}
  let size = 0
  let mimeType = sniffed.mimeType
  const probe = sniffed.probe && probeCollector(sniffed.probe)
  const counted = (chunk: Buffer): Buffer => {
    probe?.observe(chunk, size)
    size += chunk.length
    if (incoming.stream.truncated === true || size > MEDIA_MAX_BYTES) {
      failure.refusal = refuse('payload_too_large', mediaMessages.tooLarge(name))
      throw new Error(mediaMessages.tooLarge(name))
    }
    // Counted as the bytes arrive, so a file past the quota is never stored whole.
    if (room && size > room.bytes) {
      failure.refusal = refuse('quota_exceeded', room.message)
      throw new Error(room.message)
    }
    return chunk
  }
  async function* bytes() {
    yield counted(head)
    if (!ended) {
      for (let chunk = await reader.next(); chunk !== null; chunk = await reader.next()) {
        yield counted(chunk)
      }
    }
    if (incoming.stream.truncated === true) counted(Buffer.alloc(0))
    if (probe) {
      const proven = probe.resolve()
      if (!proven) {
        failure.refusal = refuse('unsupported_media_type', mediaMessages.unsupportedType(name))
        throw new Error(mediaMessages.unsupportedType(name))
      }
      mimeType = proven
    }
  }

  try {
    await storage.put(key, Readable.from(bytes(), { objectMode: false }), sniffed.mimeType)
  } catch (error) {
    await reader.drain()
    if (failure.refusal) return failure.refusal
    // A broken upload (a body cut off mid-file) says so itself, whatever the driver made of it.
    throw incoming.stream.errored ?? error
  }
  const { type, width, height } = sniffed
  return { ok: true, file: { name, type, mimeType, size, width, height } }
}
