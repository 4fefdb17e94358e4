import { randomUUID } from 'node:crypto'

import { mediaFilePath, type ContentItem, type ContentTypeField } from '@folio/schema'
import { expect } from 'vitest'

import { nowIso } from '../lib/clock.js'
import type { createType } from './content-fixtures.js'
import { type ContentApi, type FieldSpec, type ItemBody } from './content-fixtures.js'

/** Test data for delivery of structured content: components, media rows and items. */

export type Type = Awaited<ReturnType<typeof createType>>

export interface ComponentSpec {
  id: string
  slug: string
  fields: ContentTypeField[]
}

function withIds(fields: FieldSpec[]): ContentTypeField[] {
  return fields.map((field) => ({ id: randomUUID(), required: false, description: '', ...field }))
}

/** A component straight in the database, as the components API stores it. */
export async function insertComponent(
  api: ContentApi,
  slug: string,
  fields: FieldSpec[],
): Promise<ComponentSpec> {
  // Unique: the demo installation has components of its own.
  const component = {
    id: randomUUID(),
    slug: `${slug}-${randomUUID().slice(0, 6)}`,
    fields: withIds(fields),
  }
  await api.server.app.database.db
    .insertInto('components')
    .values({
      id: component.id,
      name: slug[0]!.toUpperCase() + slug.slice(1),
      slug: component.slug,
      description: '',
      icon: '',
      fields: JSON.stringify(component.fields),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute()
  return component
}

export interface MediaSpec {
  id: string
  name: string
  /** The URL reads answer with. */
  url: string
}

/** A file of the media library, as an upload would record it (its bytes are not needed). */
export async function insertMedia(
  api: ContentApi,
  name: string,
  size = { width: 640, height: 480 },
): Promise<MediaSpec> {
  const id = randomUUID()
  await api.server.app.database.db
    .insertInto('media')
    .values({
      id,
      folder_id: null,
      name,
      type: 'image',
      mime_type: 'image/png',
      size: 1234,
      width: size.width,
      height: size.height,
      alt_text: `Alt of ${name}`,
      storage_key: `${id}/original`,
      created_at: nowIso(),
      updated_at: nowIso(),
      created_by: null,
    })
    .execute()
  return { id, name, url: `${api.server.app.config.auth.apiExternalUrl}${mediaFilePath(id, name)}` }
}

/** What a media field answers for this file. */
export function mediaValue(media: MediaSpec) {
  return {
    id: media.id,
    url: media.url,
    alt: `Alt of ${media.name}`,
    width: 640,
    height: 480,
    mimeType: 'image/png',
    fileName: media.name,
  }
}

export async function createItem(
  api: ContentApi,
  type: Type,
  title: string,
  data: object,
  status = 'published',
): Promise<ContentItem> {
  const res = await api.call<ItemBody>('editor', 'POST', `/content/${type.slug}/items`, {
    title,
    status,
    data,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}
