/** Inline Markdown as a tree: text, code, emphasis, links and hard line breaks. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  /** `href` is null when the target is not an http(s) or mailto link: only the text shows. */
  | { type: 'link'; href: string | null; children: Inline[] }
  | { type: 'break' }

const ESCAPABLE = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/
const WORD = /[\p{L}\p{N}]/u

/** The link targets a reply may point at; anything else (javascript:, data:…) is dropped. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim()
  return /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(trimmed) ? trimmed : null
}

function runLength(text: string, at: number, char: string): number {
  let end = at
  while (text[end] === char) end++
  return end - at
}

/** Where the code span opened by `length` backticks ends, or -1 when it never closes. */
function codeClose(text: string, from: number, length: number): number {
  let at = text.indexOf('`', from)
  while (at !== -1) {
    const run = runLength(text, at, '`')
    if (run === length) return at
    at = text.indexOf('`', at + run)
  }
  return -1
}

/** The closing delimiter run of exactly `length` × `char` after `from`, or -1. */
function closer(text: string, from: number, char: string, length: number): number {
  let at = from
  while (at < text.length) {
    const current = text[at]
    if (current === '\\') {
      at += 2
    } else if (current === '`') {
      const run = runLength(text, at, '`')
      const close = codeClose(text, at + run, run)
      at = close === -1 ? at + run : close + run
    } else if (current === char) {
      const run = runLength(text, at, char)
      const after = text[at + run] ?? ''
      const fits =
        run === length &&
        at > from &&
        !/\s/.test(text[at - 1] ?? '') &&
        (char !== '_' || !WORD.test(after))
      if (fits) return at
      at += run
    } else {
      at++
    }
  }
  return -1
}

function emphasis(text: string, at: number): { node: Inline; end: number } | null {
  const char = text[at] ?? ''
  const run = runLength(text, at, char)
  if (char === '~' && run !== 2) return null
  if (char === '_' && WORD.test(text[at - 1] ?? '')) return null
  const length = char === '~' ? 2 : Math.min(run, 3)
  if (/^\s?$/.test(text[at + length] ?? '')) return null
  const close = closer(text, at + length, char, length)
  if (close === -1) return null
  const children = parseInline(text.slice(at + length, close))
  const end = close + length
  if (char === '~') return { node: { type: 'del', children }, end }
  if (length === 1) return { node: { type: 'em', children }, end }
  if (length === 2) return { node: { type: 'strong', children }, end }
  return { node: { type: 'strong', children: [{ type: 'em', children }] }, end }
}

/** `[label](url "title")` starting at `at` (the `[`), or null. */
function link(text: string, at: number): { label: string; url: string; end: number } | null {
  let depth = 0
  let close = -1
  for (let index = at; index < text.length; index++) {
    const char = text[index]
    if (char === '\\') index++
    else if (char === '[') depth++
    else if (char === ']' && --depth === 0) {
      close = index
      break
    }
  }
  if (close === -1 || text[close + 1] !== '(') return null
  let parens = 1
  let end = close + 2
  for (; end < text.length && parens > 0; end++) {
    if (text[end] === '(') parens++
    else if (text[end] === ')') parens--
  }
  if (parens !== 0) return null
  const target = text.slice(close + 2, end - 1).trim()
  const url = target.startsWith('<') ? target.slice(1, target.indexOf('>')) : target.split(/\s/)[0]
  return { label: text.slice(at + 1, close), url: url ?? '', end }
}

const textNode = (value: string): Inline => ({ type: 'text', value })

/** The node that starts at `at` (a code span, link, emphasis…), or null for plain text. */
function token(text: string, at: number): { node: Inline; end: number } | null {
  const char = text[at] ?? ''
  const rest = text.slice(at)
  if (char === '`') {
    const run = runLength(text, at, '`')
    const close = codeClose(text, at + run, run)
    if (close === -1) return null
    let code = text.slice(at + run, close).replace(/\n/g, ' ')
    if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1)
    return { node: { type: 'code', value: code }, end: close + run }
  }
  if (char === '[' || (char === '!' && text[at + 1] === '[')) {
    const image = char === '!'
    const found = link(text, image ? at + 1 : at)
    if (!found) return null
    // Images become links to the picture: a reply never makes the browser load anything.
    const children = image ? [textNode(found.label || found.url)] : parseInline(found.label)
    return { node: { type: 'link', href: safeHref(found.url), children }, end: found.end }
  }
  if (char === '<' && /^<(?:https?:\/\/|mailto:)[^\s<>]+>/i.test(rest)) {
    const url = rest.slice(1, rest.indexOf('>'))
    const node: Inline = { type: 'link', href: safeHref(url), children: [textNode(url)] }
    return { node, end: at + url.length + 2 }
  }
  if (/^https?:\/\//i.test(rest) && !WORD.test(text[at - 1] ?? '')) {
    // A bare URL, minus the punctuation that ends its sentence.
    const url = (/^[^\s<]+/.exec(rest)?.[0] ?? '').replace(/[.,;:!?'")\]*_~]+$/, '')
    const node: Inline = { type: 'link', href: safeHref(url), children: [textNode(url)] }
    return { node, end: at + url.length }
  }
  if (char === '*' || char === '_' || char === '~') return emphasis(text, at)
  return null
}

/** Parses one block's inline Markdown. Raw HTML is not Markdown here: it stays text. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = []
  let buffer = ''
  const flush = () => {
    if (buffer) nodes.push(textNode(buffer))
    buffer = ''
  }

  let at = 0
  while (at < text.length) {
    const char = text[at] ?? ''
    const next = text[at + 1] ?? ''
    if (char === '\\' && (next === '\n' || ESCAPABLE.test(next))) {
      if (next === '\n') {
        flush()
        nodes.push({ type: 'break' })
      } else {
        buffer += next
      }
      at += 2
      continue
    }
    if (char === '\n') {
      // Two trailing spaces make a hard break; otherwise a soft one (shown as a space).
      const hard = / {2,}$/.test(buffer)
      buffer = buffer.replace(/ +$/, '')
      if (hard) {
        flush()
        nodes.push({ type: 'break' })
      } else {
        buffer += '\n'
      }
      at++
      while (text[at] === ' ') at++
      continue
    }
    const found = token(text, at)
    if (found) {
      flush()
      nodes.push(found.node)
      at = found.end
    } else {
      // A delimiter run that opens nothing is text, all of it (so `**` is not retried as `*`).
      const run = '*_~`'.includes(char) ? runLength(text, at, char) : 1
      buffer += text.slice(at, at + run)
      at += run
    }
  }
  flush()
  return nodes
}
