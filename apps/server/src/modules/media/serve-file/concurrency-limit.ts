import { AppError } from '../../../lib/app-error.js'

export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>

/**
 * Runs at most `max` tasks at once and queues up to `maxQueued` more; beyond that a task is
 * refused with 503, so a burst of requests cannot pile up unbounded work or memory.
 */
export function createConcurrencyLimit(
  max: number,
  maxQueued: number,
  busyMessage: string,
): ConcurrencyLimit {
  let active = 0
  const waiting: Array<() => void> = []

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) {
      active += 1
    } else {
      if (waiting.length >= maxQueued) throw new AppError('service_unavailable', busyMessage)
      // A finishing task hands its slot straight to the next in line (active stays the same).
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active -= 1
    }
  }
}
