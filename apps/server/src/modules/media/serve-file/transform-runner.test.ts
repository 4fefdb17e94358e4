import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pngBytes } from '../../../test/media-fixtures.js'
import { localStorageDriver } from '../storage/local-driver.js'
import type { MediaFile } from './find-media-file.js'
import { createTransformRunner } from './transform-runner.js'
import { transformSpec } from './transform-query.js'

describe('the budget of new image transforms per client', () => {
  let root: string
  const file: MediaFile = {
    id: 'b1d7c0de-0000-4000-8000-000000000001',
    name: 'budget.png',
    mimeType: 'image/png',
    size: 0,
    storageKey: 'b1d7c0de-0000-4000-8000-000000000001/original',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
  const logger = Fastify({ logger: false }).log
  const spec = (w: number) => transformSpec({ w }, 'image/png')!

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'folio-transforms-'))
    const bytes = await pngBytes(200, 100)
    await localStorageDriver(root).put(file.storageKey, Readable.from([bytes]), 'image/png')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('refuses new sizes past the budget, storing nothing, while sizes already made keep working', async () => {
    // The budget counts in fixed minutes: start with enough of this one left.
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
    const storage = localStorageDriver(root)
    const runner = createTransformRunner(storage, 3)
    for (const w of [10, 20, 30]) {
      expect((await runner.transform(file, spec(w), logger, '10.0.0.1')).cache).toBe('miss')
    }
    await expect(runner.transform(file, spec(40), logger, '10.0.0.1')).rejects.toMatchObject({
      code: 'rate_limited',
    })
    expect(readdirSync(path.join(root, file.id, 'transforms'))).toHaveLength(3)
    expect((await runner.transform(file, spec(20), logger, '10.0.0.1')).cache).toBe('hit')
    // Another client has a budget of its own.
    expect((await runner.transform(file, spec(40), logger, '10.0.0.2')).cache).toBe('miss')
  })
})
