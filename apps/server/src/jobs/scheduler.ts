import type { FastifyBaseLogger } from 'fastify'

export interface Job {
  name: string
  run(): Promise<unknown>
}

export interface SchedulerOptions {
  intervalMs: number
  logger: FastifyBaseLogger
  jobs: readonly Job[]
}

export interface Scheduler {
  start(): void
  /** Stops the ticks and resolves once every run in progress has finished. */
  stop(): Promise<void>
}

/**
 * A small in-process job runner: every `intervalMs` each job runs, unless its previous run is
 * still going (a slow database must not pile runs up). A failing run is logged and the next
 * tick tries again, so one bad moment never stops scheduled publishing for good.
 */
export function createScheduler({ intervalMs, logger, jobs }: SchedulerOptions): Scheduler {
  const running = new Map<string, Promise<void>>()
  let timer: NodeJS.Timeout | undefined

  function runOnce(job: Job) {
    if (running.has(job.name)) return
    // Starting from a resolved promise turns a synchronous throw into a logged failure too.
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'),
      )
      .finally(() => running.delete(job.name))
    running.set(job.name, run)
  }

  const tick = () => jobs.forEach(runOnce)

  return {
    start() {
      if (timer) return
      // A first run right away catches up on whatever fell due while the server was down.
      tick()
      timer = setInterval(tick, intervalMs)
      // Jobs alone must not keep the process alive; the HTTP server does that.
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await Promise.all(running.values())
    },
  }
}
