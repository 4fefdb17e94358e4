/**
 * PostgreSQL's answers to a value the request carried rather than to a fault of the server:
 * text it cannot store (NUL is 22021 in text columns and parameters, 22P05 inside jsonb). The
 * input guard refuses such text before any query; this is the backstop that keeps whatever
 * slips past it a 400 instead of a 500.
 */
const REFUSED_INPUT_CODES = new Set(['22021', '22P05'])

export function isRefusedInput(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && REFUSED_INPUT_CODES.has(code)
}
