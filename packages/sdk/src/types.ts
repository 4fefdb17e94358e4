/**
 * The shapes the Folio delivery API answers with. The SDK is published on its own, so these are
 * written out here rather than imported from the server's schema package.
 */

export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived'

/** The field types a content type may declare. */
export type FieldType =
  | 'text'
  | 'rich-text'
  | 'number'
  | 'date'
  | 'boolean'
  | 'image'
  | 'reference'
  | 'array'
  | 'select'
  | 'relation'
  | 'json'
  | 'media'
  | 'component'
  | 'blocks'

export interface ContentTypeField {
  /** Stable across renames; item data is keyed by `name`. */
  id: string
  name: string
  type: FieldType
  required: boolean
  description: string
  /** Reference fields only: the content type their items point to; null allows any. */
  referenceTypeId?: string | null
  /** Select fields: the values to choose from. */
  options?: { value: string; label: string }[]
  /** Select: several values; media: a gallery. */
  multiple?: boolean
  /** Relation fields: the types their items may be of; empty allows any. */
  relationTypeIds?: string[]
  min?: number
  max?: number
  jsonSchema?: Record<string, unknown>
  /** Component fields: the component (id) whose fields the value holds. */
  componentId?: string
  repeatable?: boolean
  /** Blocks fields: the components (ids) an entry may be. */
  componentIds?: string[]
}

export interface ContentType {
  id: string
  name: string
  slug: string
  description: string
  fields: ContentTypeField[]
  /** The text field that is the item's title, or null. */
  titleField?: string | null
  /** The type's preview URL pattern; '' uses the installation's. */
  previewUrl?: string
  itemCount: number
  createdAt: string
  updatedAt: string
}

/**
 * A reusable group of fields ("SEO", "Hero") that component and blocks fields hold. In item
 * data a block names its component by `slug` in `_type`.
 */
export interface Component {
  id: string
  name: string
  slug: string
  description: string
  icon: string
  fields: ContentTypeField[]
  /** How many content types and components use it. */
  usageCount: number
  createdAt: string
  updatedAt: string
}

/** A media field's value on reads: the file. `url + '?w=640'` asks for a resized image. */
export interface MediaFile {
  id: string
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string
  fileName: string
}

/** Keys every component entry carries: `_key` is stable across saves within its list. */
export interface ComponentEntry {
  _key?: string
}

/** A block of a blocks field: its component's fields, `_type` the component's slug. */
export type Block<TType extends string, TData> = TData & { _type: TType; _key: string }

export interface ContentAuthor {
  id: string
  name: string
}

/** Item data when no generated type says more: every field of the type by name. */
export type ItemData = Record<string, unknown>

/**
 * A content item. `data` holds every field of the type by name, `null` when empty; a reference
 * field holds the id of the item it points to, or that item when the request expanded it.
 */
export interface ContentItem<TData = ItemData> {
  id: string
  contentTypeId: string
  title: string
  slug: string
  status: ContentStatus
  data: TData
  createdAt: string
  updatedAt: string
  publishedAt: string | null
  scheduledFor: string | null
  createdBy: ContentAuthor | null
  updatedBy: ContentAuthor | null
  version: number
  /** The language these values are in (a BCP 47 code such as `en` or `fr-CA`). */
  locale: string
  /** Reads only: every language the item can be read in, its own first. */
  locales?: string[]
}

/**
 * A reference field's value: the id of the item it points to, or that item when the request
 * expanded the field (`null` when the field is empty or the item no longer exists).
 */
export type Reference<TData = ItemData> = string | ContentItem<TData> | null

/**
 * A relation field's value: the ids of the items it points to, in order, or those items when
 * the request expanded the field (missing and unpublished ones left out).
 */
export type Relation<TData = ItemData> = string[] | ContentItem<TData>[]

/** An item answered for a `fields=` query: only the chosen attributes, and always the id. */
export type SelectedContentItem<TData = ItemData> = Partial<
  Omit<ContentItem<TData>, 'id' | 'data'>
> & { id: string; data?: Partial<TData> }

/** `POST` and `PUT` bodies. A missing slug is derived from the title; status defaults to draft. */
export interface ContentItemInput<TData = ItemData> {
  title: string
  slug?: string
  status?: ContentStatus
  /** Required when status is `scheduled`: an ISO 8601 date-time in the future. */
  scheduledFor?: string | null
  data?: Partial<TData>
  /**
   * The version an edit started from: when someone saved in between, the update fails with
   * 409 (`stale_version`) instead of overwriting their change.
   */
  version?: number
}

export interface ListMeta {
  page: number
  pageSize: number
  total: number
}

export interface ListResponse<T> {
  data: T[]
  meta: ListMeta
}

/**
 * An item list's meta. Pass `nextCursor` as `after` (or `prevCursor` as `before`) for the
 * neighbouring page: cursors stay right while items are added, and cost the same at any depth.
 */
export interface ItemListMeta {
  /** Pages by number only. */
  page?: number
  pageSize: number
  /** Pages by number, unless `total: false`; cursor pages with `total: true`. */
  total?: number
  /** Whether more items lie beyond this page in the direction it was read. */
  hasMore: boolean
  /** null when nothing follows. */
  nextCursor: string | null
  /** null on the first page. */
  prevCursor: string | null
}

export interface ItemListResponse<T> {
  data: T[]
  meta: ItemListMeta
}

/** A file of the media library. */
export interface MediaItem {
  id: string
  type: string
  name: string
  url: string
  mimeType: string
  size: number
  createdAt: string
  [key: string]: unknown
}

/**
 * A GraphQL error as Folio answers it: `extensions.code` is the API's error code
 * (`stale_version`, `forbidden`, `validation_failed`, ...), `extensions.status` the HTTP status
 * the REST API gives the same failure, `extensions.details` the fields at fault.
 */
export interface GraphqlError {
  message: string
  locations?: Array<{ line: number; column: number }>
  /** The field of the answer that failed: `['createBlogPost']`, `['postList', 'items', 0]`. */
  path?: Array<string | number>
  extensions?: {
    code?: string
    status?: number
    details?: Array<{ path: string; message: string }>
    [key: string]: unknown
  }
}

/**
 * What a GraphQL request answered. A field that failed is null in `data` and has its error in
 * `errors`; the fields that worked are still there.
 */
export interface GraphqlResponse<TData> {
  data: TData | null
  /** Present only when something failed. */
  errors?: GraphqlError[]
}

/**
 * A query whose text carries its result and variable types, as GraphQL Code Generator writes
 * them with `documentMode: 'string'` (`TypedDocumentString`): `graphql()` takes their types.
 */
export interface TypedGraphqlDocument<TData, TVariables> {
  toString(): string
  __apiType?: (variables: TVariables) => TData
}
