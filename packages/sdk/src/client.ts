import { errorFromResponse, FolioError, type FolioRateLimitError } from './errors.js'
import { localeQueryString, toQueryString, type ItemGetQuery, type ItemQuery } from './query.js'
import type {
  Component,
  ContentItem,
  ContentItemInput,
  ContentType,
  GraphqlResponse,
  ItemData,
  ItemListResponse,
  ListResponse,
  MediaItem,
  SelectedContentItem,
  TypedGraphqlDocument,
} from './types.js'

export interface ClientOptions {
  /** Where Folio runs, e.g. `https://cms.example.com` (the API lives under `/api/v1`). */
  url: string
  /** An API key from Settings → API (`folio_...`). */
  apiKey?: string
  /** A fetch to use instead of the global one (tests, proxies, older runtimes). */
  fetch?: typeof fetch
  /** On 429, wait the `Retry-After` the server names and try once more before throwing. */
  retryOnRateLimit?: boolean
  /**
   * Remember GET responses with their ETag and revalidate with `If-None-Match`: an unchanged
   * answer then costs the server no body. Any write shows up at once, as the server changes
   * the ETag.
   */
  cache?: boolean
}

export interface ComponentsClient {
  list(): Promise<Component[]>
  get(idOrSlug: string): Promise<Component>
}

export interface ContentTypesClient {
  list(): Promise<ContentType[]>
  get(idOrSlug: string): Promise<ContentType>
}

/** A query that walks every page from the start (or from `after`). */
export type WalkQuery<TData = ItemData> = Omit<ItemQuery<TData>, 'page' | 'before' | 'total'>

/** The items of one content type. */
export interface ItemsClient<TData = ItemData> {
  list(
    query?: ItemQuery<TData> & { fields?: undefined },
  ): Promise<ItemListResponse<ContentItem<TData>>>
  /** With `fields`, items carry only the chosen attributes (and the id). */
  list(query: ItemQuery<TData>): Promise<ItemListResponse<SelectedContentItem<TData>>>
  /**
   * Every item the query matches, one page of `pageSize` after another by cursor: no item is
   * seen twice or missed while others are added meanwhile. `for await (const item of ...)`.
   */
  all(query?: WalkQuery<TData> & { fields?: undefined }): AsyncIterable<ContentItem<TData>>
  all(query: WalkQuery<TData>): AsyncIterable<SelectedContentItem<TData>>
  /**
   * With `{ locale: 'fr' }`, the French translation, or the default language without one;
   * `expand` embeds the items references and relations point to, as on lists.
   */
  get(idOrSlug: string, options?: ItemGetQuery): Promise<ContentItem<TData>>
  create(input: ContentItemInput<TData>): Promise<ContentItem<TData>>
  /** Replaces the item's title, slug, status and data. */
  update(idOrSlug: string, input: ContentItemInput<TData>): Promise<ContentItem<TData>>
  delete(idOrSlug: string): Promise<void>
}

export interface MediaQuery {
  page?: number
  pageSize?: number
}

export interface MediaClient {
  list(query?: MediaQuery): Promise<ListResponse<MediaItem>>
}

/**
 * `TTypes` maps content-type slugs to their data, as `folio types` generates it
 * (`FolioContentTypes`): `items('blog-posts')` is then typed without naming the type again.
 */
export interface FolioClient<TTypes extends object = Record<never, never>> {
  contentTypes: ContentTypesClient
  /** The components (reusable field groups) component and blocks fields hold. */
  components: ComponentsClient
  /** A content type by slug (or id); `items<Post>('posts')` names the data type directly. */
  items<TSlug extends Extract<keyof TTypes, string>>(type: TSlug): ItemsClient<TTypes[TSlug]>
  items<TData = ItemData>(type: string): ItemsClient<TData>
  media: MediaClient
  /**
   * Runs a GraphQL query or mutation (`POST /api/v1/graphql`) with the client's key. Whatever
   * the server ran answers `{ data, errors }`: a field that failed (`forbidden`,
   * `stale_version`, ...) comes back in `errors` with its code in `extensions.code`, next to the
   * fields that worked. A request that never ran throws a FolioError as every other call does:
   * a query the server refused (syntax, unknown field, too deep or costly: FolioValidationError
   * with code `graphql_validation_failed`), a key refused outright, the rate limit, a network
   * failure.
   */
  graphql<TData = unknown, TVariables = Record<string, unknown>>(
    query: string | TypedGraphqlDocument<TData, TVariables>,
    variables?: TVariables,
    options?: GraphqlOptions,
  ): Promise<GraphqlResponse<TData>>
}

export interface GraphqlOptions {
  /** Which operation of the document to run, when it holds several. */
  operationName?: string
}

interface RequestOptions {
  body?: unknown
  query?: string
}

interface CachedResponse {
  etag: string
  text: string
}

/** Enough to revalidate the pages an app shows without growing without bound. */
const CACHE_ENTRIES_MAX = 500

const segment = (value: string) => encodeURIComponent(value)

/** fetch says only "fetch failed"; the cause names what happened (ECONNREFUSED, ENOTFOUND). */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined
  const detail = typeof cause?.code === 'string' ? cause.code : cause?.message
  return typeof detail === 'string' && detail ? `${error.message} (${detail})` : error.message
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export function createClient<TTypes extends object = Record<never, never>>(
  options: ClientOptions,
): FolioClient<TTypes> {
  const base = `${new URL(options.url).toString().replace(/\/+$/, '')}/api/v1`
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const cache = options.cache ? new Map<string, CachedResponse>() : null

  async function send(method: string, url: string, body: unknown, cached?: CachedResponse) {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (cached) headers['if-none-match'] = cached.etag
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      const reason = networkReason(error)
      throw new FolioError({
        status: 0,
        code: 'network_error',
        message: `Could not reach ${base}: ${reason}`,
        cause: error,
      })
    }
  }

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const url = `${base}${path}${init.query ?? ''}`
    const cached = method === 'GET' ? cache?.get(url) : undefined
    let response = await send(method, url, init.body, cached)
    if (response.status === 429 && options.retryOnRateLimit) {
      const error = (await errorFromResponse(response)) as FolioRateLimitError
      await sleep((error.retryAfter ?? 1) * 1000)
      response = await send(method, url, init.body, cached)
    }
    if (response.status === 304 && cached) return JSON.parse(cached.text) as T
    if (!response.ok) throw await errorFromResponse(response)
    if (response.status === 204) return undefined as T
    const text = await response.text()
    let parsed: T
    try {
      parsed = JSON.parse(text) as T
    } catch (error) {
      throw new FolioError({
        status: response.status,
        code: 'invalid_response',
        message: `Expected JSON from ${method} ${url}, got ${response.headers.get('content-type') ?? 'no content type'}`,
        headers: response.headers,
        cause: error,
      })
    }
    const etag = response.headers.get('etag')
    if (cache && method === 'GET' && etag) {
      cache.delete(url)
      cache.set(url, { etag, text })
      if (cache.size > CACHE_ENTRIES_MAX) cache.delete(cache.keys().next().value!)
    }
    return parsed
  }

  const contentTypes: ContentTypesClient = {
    list: async () => (await request<{ data: ContentType[] }>('GET', '/content-types')).data,
    get: async (idOrSlug) =>
      (await request<{ data: ContentType }>('GET', `/content-types/${segment(idOrSlug)}`)).data,
  }

  const components: ComponentsClient = {
    list: async () => (await request<{ data: Component[] }>('GET', '/components')).data,
    get: async (idOrSlug) =>
      (await request<{ data: Component }>('GET', `/components/${segment(idOrSlug)}`)).data,
  }

  function items(type: string): ItemsClient {
    const itemsPath = `/content/${segment(type)}/items`
    const itemPath = (idOrSlug: string) => `${itemsPath}/${segment(idOrSlug)}`
    const one = async (method: string, path: string, body?: unknown) =>
      (await request<{ data: ContentItem }>(method, path, { body })).data
    const list = (query?: ItemQuery) =>
      request<ItemListResponse<ContentItem>>('GET', itemsPath, { query: toQueryString(query) })
    async function* all(query: WalkQuery = {}) {
      let after = query.after
      for (;;) {
        // Untyped callers may pass paging of their own; a cursor walk cannot take it.
        const page = await list({ ...query, page: undefined, before: undefined, after })
        yield* page.data
        if (page.meta.nextCursor === null) return
        after = page.meta.nextCursor
      }
    }
    return {
      list,
      all,
      get: async (idOrSlug, options) =>
        (
          await request<{ data: ContentItem }>('GET', itemPath(idOrSlug), {
            query: localeQueryString(options),
          })
        ).data,
      create: (input) => one('POST', itemsPath, input),
      update: (idOrSlug, input) => one('PUT', itemPath(idOrSlug), input),
      delete: (idOrSlug) => request<void>('DELETE', itemPath(idOrSlug)),
    }
  }

  const media: MediaClient = {
    list: (query = {}) => {
      const params = new URLSearchParams()
      if (query.page !== undefined) params.set('page', String(query.page))
      if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize))
      const text = params.toString()
      return request<ListResponse<MediaItem>>('GET', '/media', { query: text ? `?${text}` : '' })
    },
  }

  const graphql: FolioClient['graphql'] = (query, variables, graphqlOptions = {}) => {
    const body: Record<string, unknown> = { query: String(query) }
    if (variables !== undefined) body.variables = variables
    if (graphqlOptions.operationName) body.operationName = graphqlOptions.operationName
    return request('POST', '/graphql', { body })
  }

  return { contentTypes, components, items, media, graphql }
}
