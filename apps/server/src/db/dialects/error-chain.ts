/**
 * An error and everything behind it: its `cause`s and, for an AggregateError (Node's answer when
 * every address of a host refused), each of its errors. Drivers wrap the socket error that says
 * what really happened, so recognising a failure means looking past the outermost one.
 */
export function errorChain(error: unknown): unknown[] {
  const seen = new Set<unknown>()
  const pending = [error]
  while (pending.length) {
    const next = pending.pop()
    if (next === undefined || next === null || seen.has(next)) continue
    seen.add(next)
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]))
    if (next instanceof Error) pending.push(next.cause)
  }
  return [...seen]
}

/** The `code` property drivers and Node put on their errors (`ECONNREFUSED`, `57P01`). */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}
