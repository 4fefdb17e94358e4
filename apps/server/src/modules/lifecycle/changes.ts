import type {
  ContentItem,
  ContentStatus,
  ContentType,
  ContentTypeField,
  LifecycleOperation,
  LifecycleTarget,
  MediaItem,
} from '@folio/schema'

import type { Actor, OperationContext } from '../../lib/context.js'

/** The type a content change belongs to, as hooks see it: which fields its items have. */
export interface ChangedType {
  id: string
  slug: string
  name: string
  fields: readonly ContentTypeField[]
}

/** What an item or translation save asks for, in the API's shape (data keyed by field name). */
export interface ContentInput {
  title?: string | undefined
  slug?: string | undefined
  status: ContentStatus
  scheduledFor?: string | null | undefined
  data: Record<string, unknown>
}

/** An item or translation as it stood before the change. */
export interface PreviousContent {
  id: string
  status: ContentStatus
  version: number
}

interface ChangeBase {
  operation: LifecycleOperation
  /** Who made the change; null for the scheduler and other system work. */
  actor: Actor | null
}

/**
 * A change to a content item. `input` is what will be saved (before validation in
 * `beforeValidate`, validated from `beforeChange` on; null for a delete); `item` is the item as
 * saved (`afterChange`, `afterCommit`), or as it was, for a delete.
 */
export interface ItemChange extends ChangeBase {
  target: 'item'
  contentType: ChangedType
  previous: PreviousContent | null
  input: ContentInput | null
  /** The title, slug or data changes (a status change alone is no edit). From `beforeChange`. */
  contentChanged: boolean
  item: ContentItem | null
  /**
   * Why a change nobody asked for directly happened: `schedule` when the scheduler published
   * it at its time, `unlink` when deleting an item it pointed at removed the reference. Such
   * changes run the after-stages only: their before-stages ran with the change that caused them.
   */
  cause?: 'schedule' | 'unlink'
}

/** A change to one language of an item: the same as an item's, with its locale. */
export interface TranslationChange extends Omit<ItemChange, 'target'> {
  target: 'translation'
  locale: string
  itemId: string
}

export interface MediaChange extends ChangeBase {
  target: 'media'
  media: MediaItem
}

export interface ContentTypeChange extends ChangeBase {
  target: 'contentType'
  contentType: ContentType
}

export interface ChangeOf {
  item: ItemChange
  translation: TranslationChange
  media: MediaChange
  contentType: ContentTypeChange
}
export type Change = ChangeOf[LifecycleTarget]

/**
 * What a `beforeValidate` handler may hand back: fields of the input to replace. `data` is
 * merged key by key into the input's data, so a handler can set one field.
 */
export type InputPatch = Partial<Omit<ContentInput, 'data'>> & { data?: Record<string, unknown> }

/**
 * A hook handler. `ctx` is the change's own context: inside its transaction for every stage but
 * `afterCommit`, so what a handler writes there commits or rolls back with the change. Only
 * `beforeValidate` handlers of items and translations return a patch.
 */
export type HookHandler<T extends LifecycleTarget = LifecycleTarget> = (
  change: Readonly<ChangeOf[T]>,
  ctx: OperationContext,
) => Promise<InputPatch | void> | InputPatch | void

/**
 * A check a plugin adds to fields that name it: the problem with a value, in words, or nothing
 * when it is fine. Run after Folio's own checks, on values as the API sends them.
 */
export type FieldValidator = (
  value: unknown,
  field: ContentTypeField,
  ctx: OperationContext,
) => Promise<string | undefined> | string | undefined
