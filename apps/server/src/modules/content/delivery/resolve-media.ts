import type { ComponentRegistry, ContentTypeField, ItemData } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { deliveryMediaEnv, readMediaRows, toMediaItem } from '../../media/index.js'
import { forEachField, isEntry } from './walk-data.js'

/** A media field's value on reads: the file, described enough to render it. */
export interface MediaValue {
  id: string
  /** The file's absolute URL; `?w=640` on it asks for a resized image. */
  url: string
  alt: string
  width: number | null
  height: number | null
  mimeType: string
  fileName: string
}

/** Some item data and the fields it is read with. */
export interface DataToResolve {
  fields: readonly ContentTypeField[]
  data: ItemData
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a stored media value names: an id, or (sent back from a read) an object with one. */
function idOf(value: unknown): string | undefined {
  const id = isEntry(value) ? value.id : value
  return typeof id === 'string' && UUID.test(id) ? id : undefined
}

function mediaFieldsOf(
  batch: readonly DataToResolve[],
  registry: ComponentRegistry,
  visit: (field: ContentTypeField, holder: Record<string, unknown>) => void,
) {
  for (const { fields, data } of batch) {
    forEachField(fields, data, registry, (field, holder) => {
      if (field.type === 'media' && holder[field.name] !== undefined) visit(field, holder)
    })
  }
}

/**
 * Replaces the media ids in these items' data (at any depth of components and blocks) with
 * the files they name, in place: ONE query for the whole answer. A file that no longer exists
 * is dropped from a gallery and null for a single media field. File URLs are those of the
 * answer's audience: an app reading with an API key gets the primary custom domain. Without
 * media settings (jobs and seeds have none) the ids stay as stored.
 */
export async function resolveMedia(
  ctx: OperationContext,
  batch: readonly DataToResolve[],
  registry: ComponentRegistry,
): Promise<void> {
  if (!ctx.media) return
  const wanted = new Set<string>()
  mediaFieldsOf(batch, registry, (field, holder) => {
    const value = holder[field.name]
    for (const entry of Array.isArray(value) ? value : [value]) {
      const id = idOf(entry)
      if (id) wanted.add(id)
    }
  })
  const rows = wanted.size === 0 ? [] : await readMediaRows(ctx, [...wanted])
  const env = rows.length === 0 ? ctx.media : await deliveryMediaEnv(ctx, ctx.media)
  const files = new Map<string, MediaValue>()
  for (const row of rows) {
    const item = toMediaItem(env, row)
    files.set(row.id, {
      id: item.id,
      url: item.url,
      alt: item.altText,
      width: item.width,
      height: item.height,
      mimeType: item.mimeType,
      fileName: item.name,
    })
  }
  // A fresh object per place it appears: callers may change one without touching the others.
  const fileOf = (entry: unknown) => {
    const file = files.get(idOf(entry) ?? '')
    return file ? { ...file } : undefined
  }
  mediaFieldsOf(batch, registry, (field, holder) => {
    const value = holder[field.name]
    if (value === null) return
    holder[field.name] = Array.isArray(value)
      ? value.flatMap((entry) => fileOf(entry) ?? [])
      : (fileOf(value) ?? null)
  })
}
