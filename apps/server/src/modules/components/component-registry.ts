import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { findAllComponents } from './components.repository.js'

/** True when some field holds components, so reading its data needs the registry. */
export function usesComponents(fields: readonly ContentTypeField[]): boolean {
  return fields.some((field) => field.type === 'component' || field.type === 'blocks')
}

/**
 * The components item data is read and validated with, by id. One query for all of them:
 * nested components would otherwise cost a query per level.
 */
export async function loadComponentRegistry(db: Kysely<Database>): Promise<ComponentRegistry> {
  const components = await findAllComponents(db)
  return new Map(components.map((component) => [component.id, component]))
}

/**
 * The registry a read of these fields needs: the real one when they hold components, else an
 * empty one without asking the database.
 */
export async function registryFor(
  db: Kysely<Database>,
  fields: readonly ContentTypeField[],
): Promise<ComponentRegistry> {
  return usesComponents(fields) ? loadComponentRegistry(db) : new Map()
}
