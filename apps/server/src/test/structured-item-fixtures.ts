import { randomUUID } from 'node:crypto'

import type { ContentTypeField, ErrorDetail } from '@folio/schema'
import { expect } from 'vitest'

import { nowIso } from '../lib/clock.js'
import type { createType } from './content-fixtures.js'
import {
  type ContentApi,
  type ErrorBody,
  type FieldSpec,
  type ItemBody,
} from './content-fixtures.js'

/** Test data for item data of structured content: components, media files, typed items. */

export type Type = Awaited<ReturnType<typeof createType>>
export interface ComponentSpec {
  id: string
  name: string
  slug: string
  fields: ContentTypeField[]
}

export function withIds(fields: FieldSpec[]): ContentTypeField[] {
  return fields.map((field) => ({ id: randomUUID(), required: false, description: '', ...field }))
}

/** A component straight in the database, as the components API stores it. */
export async function insertComponent(
  api: ContentApi,
  name: string,
  fields: FieldSpec[],
): Promise<ComponentSpec> {
  const component = {
    id: randomUUID(),
    name,
    slug: `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`,
    fields: withIds(fields),
  }
  await api.server.app.database.db
    .insertInto('components')
    .values({
      ...component,
      description: '',
      icon: '',
      fields: JSON.stringify(component.fields),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute()
  return component
}

/** Replaces a component's fields (as an edit in the components screen would). */
export async function setComponentFields(
  api: ContentApi,
  component: ComponentSpec,
  fields: ContentTypeField[],
) {
  await api.server.app.database.db
    .updateTable('components')
    .set({ fields: JSON.stringify(fields), updated_at: nowIso() })
    .where('id', '=', component.id)
    .execute()
}

/** Makes the type's field `name` its items' title field. */
export async function setTitleField(api: ContentApi, type: Type, name: string) {
  const field = type.fields.find((f) => f.name === name)!
  await api.server.app.database.db
    .updateTable('content_types')
    .set({ title_field_id: field.id })
    .where('id', '=', type.id)
    .execute()
}

/** A file of the media library, as an upload would record it (its bytes are not needed). */
export async function insertMedia(api: ContentApi, name: string): Promise<string> {
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
      width: 64,
      height: 48,
      alt_text: '',
      storage_key: `${id}/original`,
      created_at: nowIso(),
      updated_at: nowIso(),
      created_by: null,
    })
    .execute()
  return id
}

/** A media value as read: an id, or the file object reads may resolve it to. */
export function mediaId(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in value ? value.id : value
}

export function itemsOf(api: ContentApi, type: Type) {
  return {
    create: (body: unknown) =>
      api.call<ItemBody | ErrorBody>('editor', 'POST', `/content/${type.slug}/items`, body),
    update: (id: string, body: unknown) =>
      api.call<ItemBody | ErrorBody>('editor', 'PUT', `/content/${type.slug}/items/${id}`, body),
    get: (id: string) => api.call<ItemBody>('editor', 'GET', `/content/${type.slug}/items/${id}`),
    remove: (id: string) =>
      api.call<ErrorBody | undefined>('editor', 'DELETE', `/content/${type.slug}/items/${id}`),
  }
}

/** Creates an item and returns it; fails the test with the error body otherwise. */
export async function createOk(api: ContentApi, type: Type, title: string, data: object) {
  const res = await itemsOf(api, type).create({ title, data })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return (res.body as ItemBody).data
}

/** The details of a 400, for matching with toContainEqual. */
export function detailsOf(res: { status: number; body: unknown }): ErrorDetail[] {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  return (res.body as ErrorBody).error.details ?? []
}

/** The stored row's data (keyed by field ids), straight from the database. */
export async function storedData(api: ContentApi, id: string) {
  const row = await api.server.app.database.db
    .selectFrom('content_items')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.data) as Record<string, unknown>
}
