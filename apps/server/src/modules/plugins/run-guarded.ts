import { pluginMessages } from '@folio/schema'

/**
 * Runs a plugin's code with a time limit. A handler that overruns keeps running in the
 * background, but nobody waits for it, and its late failure is swallowed here, not left
 * unhandled.
 */
export async function runGuarded<T>(work: () => Promise<T> | T, timeoutMs: number): Promise<T> {
  const running = (async () => work())()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(pluginMessages.timedOut(timeoutMs))), timeoutMs)
  })
  running.catch(() => undefined)
  try {
    return await Promise.race([running, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** An error's message for the log and Settings → Plugins, never a stack. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
