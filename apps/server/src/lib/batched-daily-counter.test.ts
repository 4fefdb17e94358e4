import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createBatchedDailyCounter, type DailyCount } from './batched-daily-counter.js'

/** A store that adds each batch up, like the upserts the real counters run, and can fail. */
function fakeStore() {
  const stored = new Map<string, number>()
  const store = {
    batches: [] as DailyCount[][],
    failures: 0,
    stored,
    write: async (counts: DailyCount[]) => {
      store.batches.push(counts)
      if (store.failures > 0) {
        store.failures -= 1
        throw new Error('database unavailable')
      }
      for (const { key, day, count } of counts) {
        stored.set(`${key} ${day}`, (stored.get(`${key} ${day}`) ?? 0) + count)
      }
    },
  }
  return store
}

function silentLogger() {
  return { warn: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> }
}

const sorted = (counts: DailyCount[]) =>
  [...counts].sort((a, b) => a.key.localeCompare(b.key) || a.day.localeCompare(b.day))

afterEach(() => {
  vi.useRealTimers()
})

describe('createBatchedDailyCounter', () => {
  it('hands many counts to one write per flush, summed per key and day', async () => {
    const store = fakeStore()
    const counter = createBatchedDailyCounter({
      write: store.write,
      logger: silentLogger(),
      name: 'test counts',
      flushIntervalMs: 60_000,
    })
    const today = new Date().toISOString().slice(0, 10)
    for (let i = 0; i < 1000; i += 1) counter.count('a')
    for (let i = 0; i < 7; i += 1) counter.count('b')
    counter.count('a', new Date('2025-01-02T23:59:59.999Z'))

    await counter.flush()
    expect(store.batches).toHaveLength(1)
    expect(sorted(store.batches[0]!)).toEqual([
      { key: 'a', day: '2025-01-02', count: 1 },
      { key: 'a', day: today, count: 1000 },
      { key: 'b', day: today, count: 7 },
    ])

    // Nothing new: no write at all.
    await counter.flush()
    expect(store.batches).toHaveLength(1)

    counter.count('a')
    await counter.stop()
    expect(store.batches).toHaveLength(2)
    expect(store.stored.get(`a ${today}`)).toBe(1001)
  })

  it('keeps the counts of a failed write for the next one, and warns', async () => {
    const store = fakeStore()
    const logger = silentLogger()
    const counter = createBatchedDailyCounter({
      write: store.write,
      logger,
      name: 'test counts',
      flushIntervalMs: 60_000,
    })
    counter.count('a')
    counter.count('a')
    store.failures = 1
    await counter.flush()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]![1]).toBe('could not save test counts; will retry')
    expect(store.stored.size).toBe(0)

    counter.count('a')
    await counter.stop()
    expect(store.batches).toHaveLength(2)
    expect([...store.stored.values()]).toEqual([3])
  })

  it('never runs two writes at once, so no count is written twice', async () => {
    const releases: (() => void)[] = []
    let running = 0
    let most = 0
    const written: DailyCount[][] = []
    const counter = createBatchedDailyCounter({
      async write(counts) {
        running += 1
        most = Math.max(most, running)
        await new Promise<void>((resolve) => releases.push(resolve))
        written.push(counts)
        running -= 1
      },
      logger: silentLogger(),
      name: 'test counts',
      flushIntervalMs: 60_000,
    })
    counter.count('a')
    const first = counter.flush()
    await vi.waitFor(() => expect(releases).toHaveLength(1))
    // Counted while the first write is under way: left for the next one.
    counter.count('a')
    counter.count('a')
    const second = counter.flush()
    releases[0]!()
    await first
    await vi.waitFor(() => expect(releases).toHaveLength(2))
    releases[1]!()
    await second
    expect(most).toBe(1)
    expect(written.map((batch) => batch[0]!.count)).toEqual([1, 2])
  })

  it('counts on the new UTC day once midnight passes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date('2025-03-04T23:59:59.000Z'))
    const store = fakeStore()
    const counter = createBatchedDailyCounter({
      write: store.write,
      logger: silentLogger(),
      name: 'test counts',
      flushIntervalMs: 60_000,
    })
    counter.count('a')
    counter.count('a')
    vi.setSystemTime(new Date('2025-03-05T00:00:00.500Z'))
    counter.count('a')
    await counter.stop()
    expect(sorted(store.batches[0]!)).toEqual([
      { key: 'a', day: '2025-03-04', count: 2 },
      { key: 'a', day: '2025-03-05', count: 1 },
    ])
  })

  it('writes on its own every interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const store = fakeStore()
    const counter = createBatchedDailyCounter({
      write: store.write,
      logger: silentLogger(),
      name: 'test counts',
      flushIntervalMs: 1000,
    })
    counter.count('a')
    await vi.advanceTimersByTimeAsync(999)
    expect(store.batches).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.batches).toHaveLength(1)
    await counter.stop()
  })
})
