import { pluginMessages } from '@folio/schema'

import { outboundRefusal } from '../../lib/outbound/guarded-fetch.js'

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

/**
 * An error's message for the log and Settings → Plugins, never a stack. A request the guarded
 * client refused says so, rather than fetch's bare "fetch failed".
 */
export function messageOf(error: unknown): string {
  const refused = outboundRefusal(error)
  if (refused) return refused.message
  return error instanceof Error ? error.message : String(error)
}
