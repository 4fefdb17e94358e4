import type { ContentTypeField } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { fieldsUseComponent } from './component-nesting.js'
import {
  findAllComponents,
  findContentTypeFieldLists,
  type StoredComponent,
} from './components.repository.js'

/** A content type or component whose own fields use a component. */
export interface ComponentUser {
  kind: 'content type' | 'component'
  id: string
  name: string
}

/** Who uses which component: every content type and component, read once. */
export interface ComponentUsage {
  /** The users of a component, content types first, each by name. */
  usersOf(componentId: string): ComponentUser[]
  /** Every component, as read for the count. */
  components: StoredComponent[]
}

/**
 * Reads every field list that may use a component. An installation has tens of types and
 * components, and the fields live in JSON: reading them all beats a JSON query per dialect.
 */
export async function readComponentUsage(db: Kysely<Database>): Promise<ComponentUsage> {
  const types = await findContentTypeFieldLists(db)
  const components = await findAllComponents(db)
  const lists: (ComponentUser & { fields: readonly ContentTypeField[] })[] = [
    ...types.map((type) => ({ kind: 'content type' as const, ...type })),
    ...components.map((component) => ({ kind: 'component' as const, ...component })),
  ]
  return {
    components,
    usersOf: (componentId) =>
      lists
        .filter((list) => fieldsUseComponent(list.fields, componentId))
        .map(({ kind, id, name }) => ({ kind, id, name })),
  }
}
