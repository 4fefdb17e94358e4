// Apart from the JSON editor: checking JSON text must not load CodeMirror with it.

/** Where JSON text stops parsing, as people count: lines and columns from 1. */
export interface JsonParseError {
  message: string
  line: number
  column: number
}

/** Why the text is not JSON and where, or null when it parses (empty text is for the caller). */
export function jsonParseError(text: string): JsonParseError | null {
  try {
    JSON.parse(text)
    return null
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error)
    const position = /position (\d+)/.exec(raw)
    const offset = position ? Number(position[1]) : text.length
    const before = text.slice(0, offset).split('\n')
    const message = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/ in JSON at position \d+/, '')
      .replace(/^JSON\.parse: /, '')
    return {
      message: message || 'Not valid JSON',
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
    }
  }
}
