/** A log destination for startTestServer's `logStream` that keeps every line it is given. */
export function captureLogs() {
  const lines: string[] = []
  return {
    stream: { write: (line: string) => void lines.push(line) },
    /** Everything logged so far, one JSON line per entry. */
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }),
  }
}
