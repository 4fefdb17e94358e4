import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

const require = createRequire(import.meta.url)

/**
 * The checker's whole program, handed to Node as source text so the same code runs from the
 * TypeScript sources and from the build. zxcvbn's common and English dictionaries take some
 * 45 MB of heap once loaded; in a thread of their own that memory goes away with the thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const core = require(workerData.core)
const common = require(workerData.common)
const en = require(workerData.en)
core.zxcvbnOptions.setOptions({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
})
parentPort.on('message', ({ id, password }) => {
  try {
    const { score, feedback } = core.zxcvbn(password)
    parentPort.postMessage({ id, score, warning: feedback.warning, suggestions: feedback.suggestions })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) })
  }
})
`

/**
 * Checks are rare (sign-up, sign-in, password changes); a burst of them shares one thread.
 * Kept short: every password sign-in starts the thread, and its dictionaries held some 50 MB of
 * a small server's memory for as long as it idled, while starting it again costs 0.3-0.4 s.
 */
const DEFAULT_IDLE_MS = 5_000

/** The checker's short-lived objects are small; V8's default young generation is tens of MB. */
const YOUNG_GENERATION_MB = 4

export interface PasswordStrength {
  /** zxcvbn's score, 0–4. */
  score: number
  /** Why the password is weak, or '' (zxcvbn's English feedback). */
  warning: string
  suggestions: string[]
}

type Reply =
  | { id: number; score: number; warning: string | null; suggestions: string[] }
  | { id: number; error: string }

interface Pending {
  resolve(strength: PasswordStrength): void
  reject(error: Error): void
}

export interface PasswordStrengthEstimator {
  estimate(password: string): Promise<PasswordStrength>
  /** Whether the checker's thread is running (it ends after `idleMs` without checks). */
  readonly running: boolean
  close(): Promise<void>
}

/**
 * zxcvbn in a worker thread started by the first check and ended `idleMs` after the last, so
 * its dictionaries live in memory only while passwords are being checked.
 */
export function createPasswordStrengthEstimator({
  idleMs = DEFAULT_IDLE_MS,
}: { idleMs?: number } = {}): PasswordStrengthEstimator {
  const modules = {
    core: require.resolve('@zxcvbn-ts/core'),
    common: require.resolve('@zxcvbn-ts/language-common'),
    en: require.resolve('@zxcvbn-ts/language-en'),
  }
  let worker: Worker | null = null
  let idleTimer: NodeJS.Timeout | undefined
  let nextId = 0
  const pending = new Map<number, Pending>()

  function stop() {
    const ending = worker
    worker = null
    clearTimeout(idleTimer)
    if (!ending) return Promise.resolve()
    ending.removeAllListeners()
    ending.on('error', () => {})
    return ending.terminate().then(() => undefined)
  }

  function fail(error: Error) {
    void stop()
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }

  function start(): Worker {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: modules,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    })
    started.on('message', (reply: Reply) => {
      const job = pending.get(reply.id)
      if (!job) return
      pending.delete(reply.id)
      if ('error' in reply) job.reject(new Error(reply.error))
      else {
        job.resolve({
          score: reply.score,
          warning: reply.warning ?? '',
          suggestions: reply.suggestions,
        })
      }
      settle()
    })
    started.on('error', (error) => fail(error))
    started.on('exit', () => fail(new Error('The password checker stopped unexpectedly')))
    return started
  }

  /** Idle: the thread must not keep the process alive, and ends after `idleMs`. */
  function settle() {
    if (pending.size || !worker) return
    worker.unref()
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => void stop(), idleMs)
    idleTimer.unref()
  }

  return {
    estimate(password) {
      clearTimeout(idleTimer)
      worker ??= start()
      // Referenced while a check is pending, so a script awaiting one is not ended early.
      worker.ref()
      const id = ++nextId
      const running = worker
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        running.postMessage({ id, password })
      })
    },
    get running() {
      return worker !== null
    },
    close: stop,
  }
}
