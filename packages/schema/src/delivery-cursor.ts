/**
 * Cursors of the delivery API's lists (`after=` / `before=`). A cursor names a position in one
 * order: the sort it was made for, the sort values of the item at the page's edge and that
 * item's id. Pages read from a position rather than skipping a number of items, so items added
 * or removed meanwhile never shift a page (no item seen twice, none skipped) and a page deep in a
 * million items costs what the first one does. Clients treat cursors as opaque strings.
 */

/** A sort value as the database compares it: text, a number, or no value. */
export type CursorValue = string | number | null

export interface DeliveryCursor {
  /** The sort as `sort=` writes it (`-publishedAt,title`): a cursor serves that order only. */
  sort: string
  /** One value per sort key, in the sort's order. */
  values: CursorValue[]
  id: string
}

/** Offset pages skip items one by one; past this many a query must use cursors. */
export const DELIVERY_OFFSET_MAX = 100_000

export const deliveryCursorMessages = {
  malformed: (key: string) =>
    `${key} is not a cursor of this list: pass meta.nextCursor or meta.prevCursor of an earlier page unchanged`,
  otherSort: (key: string, sort: string) =>
    `${key} was made for sort=${sort}: ask with that sort, or start again without ${key}`,
  bothDirections:
    'after and before cannot be combined: page forwards with after, backwards with before',
  withPage: (key: string) =>
    `page cannot be combined with ${key}: the cursor already says where the page starts`,
  total: 'total must be true or false',
  tooDeep: `page and pageSize reach past the first ${DELIVERY_OFFSET_MAX.toLocaleString('en-US')} items, where offset pages get slow: page through with after= cursors (meta.nextCursor) instead`,
} as const

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * base64url of ASCII text. This package runs in browsers and servers alike, so it leans on
 * neither Buffer nor btoa; non-ASCII characters are escaped in the JSON before.
 */
function toBase64Url(ascii: string): string {
  let out = ''
  for (let i = 0; i < ascii.length; i += 3) {
    const group = ascii.slice(i, i + 3)
    let bits = 0
    for (let k = 0; k < 3; k++) bits = (bits << 8) | (k < group.length ? group.charCodeAt(k) : 0)
    for (let k = 0; k <= group.length; k++) out += ALPHABET[(bits >> (18 - 6 * k)) & 63]
  }
  return out
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined
  let out = ''
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4)
    let bits = 0
    for (let k = 0; k < 4; k++)
      bits = (bits << 6) | (k < group.length ? ALPHABET.indexOf(group[k]!) : 0)
    out += String.fromCharCode((bits >> 16) & 255)
    if (group.length > 2) out += String.fromCharCode((bits >> 8) & 255)
    if (group.length > 3) out += String.fromCharCode(bits & 255)
  }
  return out
}

export function encodeDeliveryCursor(cursor: DeliveryCursor): string {
  const json = JSON.stringify([cursor.sort, cursor.values, cursor.id])
  return toBase64Url(
    json.replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  )
}

function isCursorValue(value: unknown): value is CursorValue {
  return (
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

/** The cursor in `text`, or undefined when it is not one this server could have made. */
export function decodeDeliveryCursor(text: string): DeliveryCursor | undefined {
  if (text.length === 0) return undefined
  const json = fromBase64Url(text)
  if (json === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined
  const [sort, values, id] = parsed as unknown[]
  if (typeof sort !== 'string' || typeof id !== 'string' || id === '') return undefined
  if (!Array.isArray(values) || values.length === 0 || !values.every(isCursorValue)) {
    return undefined
  }
  return { sort, values, id }
}
