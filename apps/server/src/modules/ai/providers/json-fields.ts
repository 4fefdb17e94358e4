import type { AiUsage } from '@folio/schema'

/**
 * Reading provider replies without trusting their shape: every helper answers `undefined` for a
 * missing or mistyped field instead of throwing, so an adapter can say "bad response" itself.
 */

/** Follows keys and array indexes into a parsed JSON value. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** A token count: a finite number, rounded, never negative. */
export function asCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(0, Math.round(value))
    : undefined
}

/** `null` when the text is not JSON (an HTML page, a body cut mid-object). */
export function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return null
  }
}

/**
 * Token counts in any of the shapes providers use: OpenAI's `prompt_tokens`/`completion_tokens`,
 * Anthropic's `input_tokens`/`output_tokens`, or Ollama's top-level `prompt_eval_count`/
 * `eval_count`. `null` when the value carries none.
 */
export function readUsage(value: unknown): AiUsage | null {
  const usage = at(value, 'usage')
  const input =
    asCount(at(usage, 'prompt_tokens')) ??
    asCount(at(usage, 'input_tokens')) ??
    asCount(at(value, 'prompt_eval_count'))
  const output =
    asCount(at(usage, 'completion_tokens')) ??
    asCount(at(usage, 'output_tokens')) ??
    asCount(at(value, 'eval_count'))
  if (input === undefined && output === undefined) return null
  return { inputTokens: input ?? 0, outputTokens: output ?? 0 }
}

/** The reply of a whole (not streamed) answer, in the order the spec reads custom endpoints. */
export function replyText(value: unknown): string | undefined {
  return (
    asString(at(value, 'text')) ??
    asString(at(value, 'completion')) ??
    asString(at(value, 'response')) ??
    asString(at(value, 'choices', 0, 'message', 'content'))
  )
}

/** The text a stream chunk adds: an OpenAI delta, or the fields custom servers stream. */
export function deltaText(value: unknown): string | undefined {
  return (
    asString(at(value, 'choices', 0, 'delta', 'content')) ??
    asString(at(value, 'text')) ??
    asString(at(value, 'completion')) ??
    asString(at(value, 'response')) ??
    asString(at(value, 'message', 'content'))
  )
}
