// What the bench requests: the delivery API's reads and writes as apps make them, by offset
// pages and by cursor, and the cursors a walk through the list finds for deep pages.
import { PRICE_RANGE, TYPE_SLUG, createBody, isDraft } from './content.mjs'
import { api } from './http.mjs'

const ITEMS = `/api/v1/content/${TYPE_SLUG}/items`
const LIST = 'status=published&sort=-updatedAt'
const RANGE = `filter[data.price][gte]=${PRICE_RANGE.gte}&filter[data.price][lt]=${PRICE_RANGE.lt}`
/** The largest page the API serves: walks to a deep cursor take as few requests as they can. */
const WALK_PAGE_SIZE = 100

export function publishedCount(items) {
  let published = 0
  for (let n = 1; n <= items; n += 1) if (!isDraft(n)) published += 1
  return published
}

const listPath = (query) => `${ITEMS}?pageSize=10&${query}`

/**
 * The REST list's page as a GraphQL query over GET (a read-only key's GETs are cached and
 * revalidated like REST): the same items and every attribute and field REST answers with.
 */
function graphqlListPath(page) {
  const query = `{ benchProductList(status: published, sort: ["-updatedAt"], pageSize: 10, page: ${page}) {
    items { id contentTypeId title slug status createdAt updatedAt publishedAt scheduledFor version locale locales
      createdBy { id name } updatedBy { id name }
      data { summary body price category releaseDate featured tags } }
    meta { page pageSize total hasMore nextCursor prevCursor } } }`
  return `/api/v1/graphql?query=${encodeURIComponent(query.replace(/\s+/g, ' '))}`
}

/**
 * Walks the list `query` by cursor, WALK_PAGE_SIZE items a request, and returns the cursors
 * found after `stops` items (e.g. the middle and the last page). Null entries when the server
 * gives no cursors or the list is shorter.
 */
export async function cursorsAt(url, token, query, stops) {
  const found = stops.map(() => null)
  let after = null
  let seen = 0
  for (;;) {
    const cursor = after ? `&after=${encodeURIComponent(after)}` : ''
    const page = await api(
      url,
      token,
      'GET',
      `${ITEMS}?pageSize=${WALK_PAGE_SIZE}&fields=id&${query}${cursor}`,
    )
    if (page.status !== 200) throw new Error(`Walking ${query} answered ${page.status}`)
    const next = page.body.meta?.nextCursor
    const before = seen
    seen += page.body.data.length
    for (const [index, stop] of stops.entries()) {
      if (found[index] !== null || seen < stop) continue
      // The cursor this page started from is as deep as `stop` to within a walk page; the last
      // page has no next cursor, so the one it started from is the deepest there is.
      if (next && seen === stop) found[index] = next
      else if (after && before <= stop) found[index] = after
      else if (next) found[index] = next
    }
    if (!next || found.every((cursor) => cursor !== null)) return found
    after = next
  }
}

const cursorEndpoint = (key, name, query, cursor) =>
  cursor
    ? {
        key,
        paging: 'cursor',
        name,
        method: 'GET',
        path: `${listPath(query)}&after=${encodeURIComponent(cursor)}`,
      }
    : { key, paging: 'cursor', name, refused: 'no cursor in the answer' }

/** The default mode: 10,000 items at 50 connections. */
export async function standardEndpoints(url, token, options, ids) {
  const pages = Math.ceil(publishedCount(options.items) / 10)
  const middle = Math.ceil(pages / 2)
  const [middleCursor] = await cursorsAt(url, token, LIST, [(middle - 1) * 10])
  return [
    {
      key: 'list',
      paging: 'offset',
      name: `list (page ${middle})`,
      method: 'GET',
      path: `${listPath(LIST)}&page=${middle}`,
    },
    cursorEndpoint('cursor', `list (cursor at item ${(middle - 1) * 10})`, LIST, middleCursor),
    {
      key: 'graphql',
      paging: 'offset',
      name: `GraphQL list (page ${middle})`,
      method: 'GET',
      path: graphqlListPath(middle),
    },
    {
      key: 'get',
      name: `get by id (${ids.length} ids)`,
      method: 'GET',
      path: `${ITEMS}/${ids[0]}`,
      prefix: `${ITEMS}/`,
      nextPath: (n) => `${ITEMS}/${ids[n % ids.length]}`,
    },
    {
      key: 'filtered',
      name: `filtered list (price ${PRICE_RANGE.gte}–${PRICE_RANGE.lt})`,
      method: 'GET',
      path: listPath(`${LIST}&${RANGE}`),
    },
    {
      key: 'create',
      name: 'create',
      method: 'POST',
      path: ITEMS,
      body: createBody,
      connections: options.createConnections,
      write: true,
    },
  ]
}

/** Large mode: the time one query takes at depth, by offset and by cursor. */
export async function largeEndpoints(url, token, options) {
  const published = publishedCount(options.items)
  const pages = Math.ceil(published / 10)
  const middle = Math.ceil(pages / 2)
  const filtered = `${LIST}&${RANGE}`
  const filteredItems = Math.floor(published / 10)
  console.log('  Walking the list and the filtered list by cursor to find deep cursors...')
  const [middleCursor, lastCursor] = await cursorsAt(url, token, LIST, [
    (middle - 1) * 10,
    (pages - 1) * 10,
  ])
  const [filteredMiddle] = await cursorsAt(url, token, filtered, [Math.floor(filteredItems / 2)])
  const offset = (name, query, page) => ({
    key: 'list',
    paging: 'offset',
    name,
    method: 'GET',
    path: `${listPath(query)}&page=${page}`,
  })
  // Imported here, not at the top: the bench builds the schema package first when it is missing.
  const { DELIVERY_OFFSET_MAX } = await import('@folio/schema')
  // Offsets stop at DELIVERY_OFFSET_MAX items (100,000): the middle of a million is asked for
  // to show the refusal, the deepest page allowed to show what an offset costs there.
  const deepest = Math.min(pages, DELIVERY_OFFSET_MAX / 10 + 1)
  return [
    offset('list (page 1)', LIST, 1),
    offset(`list (page ${deepest.toLocaleString('en-US')}, offset)`, LIST, deepest),
    offset(`list (page ${middle.toLocaleString('en-US')}, offset)`, LIST, middle),
    cursorEndpoint('cursor', 'list (middle, cursor)', LIST, middleCursor),
    cursorEndpoint('cursor', 'list (last page, cursor)', LIST, lastCursor),
    offset('filtered list (page 1)', filtered, 1),
    offset('filtered list (middle, offset)', filtered, Math.ceil(filteredItems / 20)),
    cursorEndpoint('cursor', 'filtered list (middle, cursor)', filtered, filteredMiddle),
  ]
}

/**
 * The most expensive read a read-only key can ask for: a search that matches nothing (every
 * item's title and text is scanned) sorted on text, at a deep offset.
 */
export function worstQuery(items) {
  const page = Math.max(1, Math.min(1000, Math.floor(items / 200)))
  return `${ITEMS}?q=no-item-says-this&sort=title&pageSize=100&page=${page}`
}

export { ITEMS }
