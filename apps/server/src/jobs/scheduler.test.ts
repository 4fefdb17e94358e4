import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'

import { createScheduler, type Scheduler } from './scheduler.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Fastify's own logger writing to memory, so the test reads what an operator would see. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  }
  return { logger: Fastify({ logger: { level: 'info', stream } }).log, lines }
}

describe('createScheduler', () => {
  let scheduler: Scheduler | undefined
  afterEach(async () => {
    await scheduler?.stop()
    scheduler = undefined
  })

  it('runs a job on start and then every interval', async () => {
    let runs = 0
    scheduler = createScheduler({
      intervalMs: 20,
      logger: memoryLogger().logger,
      jobs: [{ name: 'count', run: async () => void runs++ }],
    })
    scheduler.start()
    await sleep(0)
    expect(runs).toBe(1)
    await sleep(110)
    expect(runs).toBeGreaterThanOrEqual(3)
  })

  it('never overlaps two runs of one job', async () => {
    let active = 0
    let maxActive = 0
    let runs = 0
    scheduler = createScheduler({
      intervalMs: 10,
      logger: memoryLogger().logger,
      jobs: [
        {
          name: 'slow',
          run: async () => {
            active++
            runs++
            maxActive = Math.max(maxActive, active)
            await sleep(45)
            active--
          },
        },
      ],
    })
    scheduler.start()
    await sleep(200)
    expect(maxActive).toBe(1)
    // Ticks during a run are skipped, not queued: about one run per 45 ms, not one per 10 ms.
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(runs).toBeLessThanOrEqual(6)
  })

  it('logs a failing run and runs again on the next tick', async () => {
    const { logger, lines } = memoryLogger()
    let runs = 0
    scheduler = createScheduler({
      intervalMs: 15,
      logger,
      jobs: [
        {
          name: 'flaky',
          run: () => {
            runs++
            if (runs === 1) throw new Error('database went away')
            return Promise.reject(new Error('still gone'))
          },
        },
      ],
    })
    scheduler.start()
    await sleep(100)
    expect(runs).toBeGreaterThanOrEqual(3)
    const failures = lines.filter((line) => line.msg === 'job failed')
    expect(failures.length).toBeGreaterThanOrEqual(3)
    expect(failures[0]).toMatchObject({ job: 'flaky', err: { message: 'database went away' } })
    expect(failures[1]).toMatchObject({ job: 'flaky', err: { message: 'still gone' } })
  })

  it('keeps running other jobs while one is slow', async () => {
    let quickRuns = 0
    scheduler = createScheduler({
      intervalMs: 10,
      logger: memoryLogger().logger,
      jobs: [
        { name: 'stuck', run: () => sleep(150) },
        { name: 'quick', run: async () => void quickRuns++ },
      ],
    })
    scheduler.start()
    await sleep(80)
    expect(quickRuns).toBeGreaterThanOrEqual(4)
  })

  it('stop() waits for the run in progress and no run starts afterwards', async () => {
    const events: string[] = []
    let runs = 0
    const local = createScheduler({
      intervalMs: 10,
      logger: memoryLogger().logger,
      jobs: [
        {
          name: 'publish',
          run: async () => {
            runs++
            events.push('run started')
            await sleep(80)
            events.push('run finished')
          },
        },
      ],
    })
    local.start()
    await sleep(20)
    await local.stop()
    events.push('stopped')
    expect(events).toEqual(['run started', 'run finished', 'stopped'])
    await sleep(50)
    expect(runs).toBe(1)
  })
})
