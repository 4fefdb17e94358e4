import { parseInline } from './parse-inline'
import type { Inline } from './parse-inline'

export type Align = 'left' | 'center' | 'right' | null

/**
 * A Markdown document as a tree of blocks. It covers what assistants write (CommonMark's
 * blocks plus GitHub's tables and strikethrough), forgivingly; raw HTML is kept as text.
 */
export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'code'; lang: string; value: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'rule' }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
const QUOTE = /^ {0,3}> ?/
const LIST = /^( *)([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/
const TABLE_DELIMITER = /^ *\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/

const isBlank = (line: string) => line.trim() === ''
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0

function startsBlock(line: string): boolean {
  return [FENCE, HEADING, RULE, QUOTE, LIST].some((pattern) => pattern.test(line))
}

/** Table cells of a row: outer pipes dropped, `\|` kept as a pipe. */
function cells(row: string): string[] {
  const trimmed = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(':')
  const right = cell.endsWith(':')
  if (left && right) return 'center'
  if (right) return 'right'
  return left ? 'left' : null
}

type Parsed = [block: Block, next: number]

function fencedCode(lines: string[], at: number, fence: RegExpExecArray): Parsed {
  const marker = fence[1] ?? '```'
  const indent = indentOf(lines[at] ?? '')
  const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`)
  const body: string[] = []
  let next = at + 1
  // An unclosed fence (a reply still streaming) runs to the end.
  while (next < lines.length && !closing.test(lines[next] ?? '')) {
    const line = lines[next] ?? ''
    body.push(line.slice(Math.min(indent, indentOf(line))))
    next++
  }
  return [{ type: 'code', lang: fence[2] ?? '', value: body.join('\n') }, next + 1]
}

function list(lines: string[], at: number): Parsed {
  const first = LIST.exec(lines[at] ?? '')
  const firstMarker = first?.[2] ?? '-'
  const ordered = /\d/.test(firstMarker)
  const kind = (marker: string) => (ordered ? marker.slice(-1) : marker)
  const items: Block[][] = []
  let next = at
  for (;;) {
    const item = LIST.exec(lines[next] ?? '')
    if (!item || /\d/.test(item[2] ?? '') !== ordered || kind(item[2] ?? '') !== kind(firstMarker))
      break
    const markerIndent = item[1]?.length ?? 0
    const gap = item[3]?.length ?? 1
    const width = markerIndent + (item[2]?.length ?? 1) + (gap > 4 ? 1 : gap)
    const body = [item[4] ?? '']
    next++
    while (next < lines.length) {
      const line = lines[next] ?? ''
      if (isBlank(line)) {
        let after = next
        while (after < lines.length && isBlank(lines[after] ?? '')) after++
        if (after >= lines.length || indentOf(lines[after] ?? '') < width) break
        body.push('')
        next++
        continue
      }
      const indent = indentOf(line)
      // Indented lines belong to the item; so does a list nested a little less carefully.
      if (indent >= width || (LIST.test(line) && indent > markerIndent)) {
        body.push(line.slice(Math.min(indent, width)))
      } else if (startsBlock(line)) {
        break
      } else {
        body.push(line.trim())
      }
      next++
    }
    items.push(parseBlocks(body))
    let after = next
    while (after < lines.length && isBlank(lines[after] ?? '')) after++
    if (!LIST.test(lines[after] ?? '')) break
    next = after
  }
  const start = ordered ? Number.parseInt(firstMarker, 10) : 1
  return [{ type: 'list', ordered, start, items }, next]
}

function table(lines: string[], at: number): Parsed {
  const head = cells(lines[at] ?? '')
  const align = cells(lines[at + 1] ?? '').map(alignOf)
  const rows: Inline[][][] = []
  let next = at + 2
  while (next < lines.length && !isBlank(lines[next] ?? '') && lines[next]?.includes('|')) {
    const row = cells(lines[next] ?? '')
    rows.push(head.map((_, index) => parseInline(row[index] ?? '')))
    next++
  }
  return [{ type: 'table', align, head: head.map((cell) => parseInline(cell)), rows }, next]
}

function paragraph(lines: string[], at: number): Parsed {
  const body = [lines[at]?.trim() ?? '']
  let next = at + 1
  while (next < lines.length) {
    const line = lines[next] ?? ''
    const setext = SETEXT.exec(line)
    if (setext) {
      const level = setext[1]?.startsWith('=') ? 1 : 2
      return [{ type: 'heading', level, children: parseInline(body.join('\n')) }, next + 1]
    }
    if (isBlank(line) || startsBlock(line)) break
    body.push(line.trim())
    next++
  }
  return [{ type: 'paragraph', children: parseInline(body.join('\n')) }, next]
}

function block(lines: string[], at: number): Parsed {
  const line = lines[at] ?? ''
  const fence = FENCE.exec(line)
  if (fence) return fencedCode(lines, at, fence)
  const heading = HEADING.exec(line)
  if (heading) {
    const children = parseInline(heading[2] ?? '')
    return [{ type: 'heading', level: heading[1]?.length ?? 1, children }, at + 1]
  }
  if (RULE.test(line)) return [{ type: 'rule' }, at + 1]
  if (QUOTE.test(line)) {
    let next = at
    const body: string[] = []
    while (next < lines.length && QUOTE.test(lines[next] ?? '')) {
      body.push((lines[next] ?? '').replace(QUOTE, ''))
      next++
    }
    return [{ type: 'quote', children: parseBlocks(body) }, next]
  }
  if (LIST.test(line)) return list(lines, at)
  const below = lines[at + 1] ?? ''
  if (line.includes('|') && below.includes('|') && TABLE_DELIMITER.test(below)) {
    return table(lines, at)
  }
  return paragraph(lines, at)
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = []
  let at = 0
  while (at < lines.length) {
    if (isBlank(lines[at] ?? '')) {
      at++
      continue
    }
    const [parsed, next] = block(lines, at)
    blocks.push(parsed)
    at = next
  }
  return blocks
}

/** Parses Markdown (tabs count as four spaces) into blocks. */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^\t+/, (tabs) => '    '.repeat(tabs.length)))
  return parseBlocks(lines)
}
