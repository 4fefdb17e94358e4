import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeS3, type FakeS3 } from '../../../test/s3-fake.js'
import { localStorageDriver } from './local-driver.js'
import { s3StorageDriver } from './s3-driver.js'
import { mediaKeyPrefix, originalKey, type StorageDriver } from './storage-driver.js'

const MB = 1024 * 1024

interface DriverUnderTest {
  driver: StorageDriver
  /** Whatever the driver keeps besides objects (temp files, pending uploads): must stay empty. */
  leftovers(): string[]
  /** Every object key stored. */
  keys(): string[]
}

let uploadsDir: string
let fakeS3: FakeS3

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'folio-storage-'))
  // Small list pages, so deleting a media file's keys has to follow continuation tokens.
  fakeS3 = await startFakeS3({ listPageSize: 2, publicUrl: 'https://cdn.example.com/media' })
})
afterAll(async () => {
  rmSync(uploadsDir, { recursive: true, force: true })
  await fakeS3?.close()
})

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
  } catch {
    return []
  }
}

function emptyFolders(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.tmp')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((folder) => readdirSync(folder).length === 0)
}

const drivers: Record<'local' | 's3', () => DriverUnderTest> = {
  local: () => ({
    driver: localStorageDriver(uploadsDir),
    // Temp files, and folders a failed write made and left empty.
    leftovers: () => [...listFiles(path.join(uploadsDir, '.tmp')), ...emptyFolders(uploadsDir)],
    keys: () =>
      listFiles(uploadsDir)
        .filter((file) => !file.startsWith('.tmp'))
        .map((file) => file.split(path.sep).join('/'))
        .sort(),
  }),
  s3: () => ({
    driver: s3StorageDriver(fakeS3.config),
    leftovers: () => Array.from({ length: fakeS3.pendingUploads() }, () => 'pending upload'),
    keys: () => fakeS3.keys(),
  }),
}

function bytes(size: number, seed = 7): Buffer {
  const buffer = Buffer.alloc(size)
  for (let i = 0; i < size; i++) buffer[i] = (i * seed) % 251
  return buffer
}

/** A body arriving in chunks, as an upload from a client does. */
function chunked(buffer: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < buffer.length; i += chunkSize) yield buffer.subarray(i, i + chunkSize)
    })(),
  )
}

/** A body that sends `before` bytes and then fails, like a client that went away. */
function failingAfter(before: number): Readable {
  return Readable.from(
    (async function* () {
      if (before > 0) yield* chunked(bytes(before))
      throw new Error('client went away')
    })(),
  )
}

async function read(stream: Readable): Promise<Buffer> {
  return Buffer.concat(await stream.toArray())
}

let nextId = 0
function mediaId(): string {
  nextId += 1
  return `0b7c5f4e-0000-4000-8000-${String(nextId).padStart(12, '0')}`
}

describe.each(['local', 's3'] as const)('%s storage driver', (name) => {
  let subject: DriverUnderTest
  beforeAll(() => {
    subject = drivers[name]()
  })

  it('stores a file and reads it back whole, with its size', async () => {
    const id = mediaId()
    const content = bytes(300 * 1024)
    await subject.driver.put(originalKey(id), chunked(content), 'image/png')
    expect(await subject.driver.exists(originalKey(id))).toBe(true)
    const stored = await subject.driver.get(originalKey(id))
    expect(stored?.size).toBe(content.length)
    expect((await read(stored!.body)).equals(content)).toBe(true)
  })

  it('reads byte ranges and reports the whole size', async () => {
    const id = mediaId()
    const content = bytes(10_000)
    await subject.driver.put(originalKey(id), chunked(content, 1000), 'audio/mpeg')
    const middle = await subject.driver.get(originalKey(id), { start: 100, end: 199 })
    expect(middle?.size).toBe(10_000)
    expect((await read(middle!.body)).equals(content.subarray(100, 200))).toBe(true)
    const last = await subject.driver.get(originalKey(id), { start: 9_990, end: 9_999 })
    expect((await read(last!.body)).equals(content.subarray(9_990))).toBe(true)
  })

  it('streams a file larger than one multipart part', async () => {
    const id = mediaId()
    const content = bytes(11 * MB, 13)
    await subject.driver.put(originalKey(id), chunked(content), 'video/mp4')
    const stored = await subject.driver.get(originalKey(id))
    expect(stored?.size).toBe(content.length)
    expect((await read(stored!.body)).equals(content)).toBe(true)
    if (name === 's3') expect(fakeS3.completedMultipartUploads()).toBeGreaterThan(0)
  })

  it('answers null and false for keys that do not exist', async () => {
    const id = mediaId()
    expect(await subject.driver.get(originalKey(id))).toBeNull()
    expect(await subject.driver.get(originalKey(id), { start: 0, end: 10 })).toBeNull()
    expect(await subject.driver.exists(originalKey(id))).toBe(false)
    // A media id's folder is not itself an object.
    await subject.driver.put(originalKey(id), chunked(bytes(10)), 'image/png')
    expect(await subject.driver.get(mediaKeyPrefix(id))).toBeNull()
    expect(await subject.driver.exists(mediaKeyPrefix(id))).toBe(false)
  })

  it('replaces a file stored under the same key', async () => {
    const id = mediaId()
    await subject.driver.put(originalKey(id), chunked(bytes(5000, 3)), 'image/png')
    const replacement = bytes(1234, 5)
    await subject.driver.put(originalKey(id), chunked(replacement), 'image/jpeg')
    const stored = await subject.driver.get(originalKey(id))
    expect(stored?.size).toBe(1234)
    expect((await read(stored!.body)).equals(replacement)).toBe(true)
  })

  it('shows nothing under a key until its body is complete', async () => {
    const id = mediaId()
    const body = new PassThrough()
    const done = subject.driver.put(originalKey(id), body, 'image/png')
    body.write(bytes(1000))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await subject.driver.exists(originalKey(id))).toBe(false)
    body.end(bytes(1000))
    await done
    const stored = await subject.driver.get(originalKey(id))
    expect((await read(stored!.body)).length).toBe(2000)
  })

  it('deletes one key, and a media file with everything under its prefix', async () => {
    const id = mediaId()
    // An id that starts with the other: deleting one prefix must not touch the other's keys.
    const neighbour = `${id}0`
    await subject.driver.put(originalKey(id), chunked(bytes(100)), 'image/png')
    for (const variant of ['a', 'b', 'c', 'd', 'e']) {
      await subject.driver.put(`${id}/transforms/${variant}.webp`, chunked(bytes(50)), 'image/webp')
    }
    await subject.driver.put(originalKey(neighbour), chunked(bytes(100)), 'image/png')

    await subject.driver.delete(`${id}/transforms/a.webp`)
    expect(await subject.driver.exists(`${id}/transforms/a.webp`)).toBe(false)
    expect(await subject.driver.exists(`${id}/transforms/b.webp`)).toBe(true)

    await subject.driver.delete(mediaKeyPrefix(id), { prefix: true })
    expect(subject.keys().filter((key) => key.startsWith(`${id}/`))).toEqual([])
    expect(await subject.driver.get(originalKey(id))).toBeNull()
    expect(await subject.driver.exists(originalKey(neighbour))).toBe(true)

    // Deleting what is already gone is fine.
    await subject.driver.delete(originalKey(id))
    await subject.driver.delete(mediaKeyPrefix(id), { prefix: true })
  })

  it.each([
    ['before the first byte', 0],
    ['midway through a small file', 200 * 1024],
    ['after a whole multipart part was sent', 7 * MB],
  ])('leaves nothing behind when the body fails %s', async (_when, before) => {
    const id = mediaId()
    await expect(
      subject.driver.put(originalKey(id), failingAfter(before), 'image/png'),
    ).rejects.toThrow('client went away')
    expect(await subject.driver.exists(originalKey(id))).toBe(false)
    expect(subject.keys().filter((key) => key.startsWith(id))).toEqual([])
    expect(subject.leftovers()).toEqual([])
  })

  it('leaves nothing behind when the body is cut off without an error', async () => {
    const id = mediaId()
    const body = new PassThrough()
    const done = subject.driver.put(originalKey(id), body, 'video/mp4')
    body.write(bytes(6 * MB))
    await new Promise((resolve) => setTimeout(resolve, 50))
    body.destroy()
    await expect(done).rejects.toThrow()
    expect(await subject.driver.exists(originalKey(id))).toBe(false)
    expect(subject.leftovers()).toEqual([])
  })

  it('refuses keys that could reach outside its storage', async () => {
    for (const key of ['../escape', 'a/../../b', '/absolute', 'a//b', '']) {
      await expect(subject.driver.get(key)).rejects.toThrow('Invalid storage key')
      await expect(subject.driver.delete(key, { prefix: true })).rejects.toThrow(
        'Invalid storage key',
      )
    }
  })

  it('names a public URL only for a public bucket', () => {
    const key = originalKey('0b7c5f4e-0000-4000-8000-000000000000')
    if (name === 'local') expect(subject.driver.publicUrl(key)).toBeNull()
    else expect(subject.driver.publicUrl(key)).toBe(`https://cdn.example.com/media/${key}`)
    expect(s3StorageDriver({ ...fakeS3.config, publicUrl: null }).publicUrl(key)).toBeNull()
  })
})
