import type { Component, ListComponentsQuery } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { readComponentUsage } from '../component-usage.js'
import { toComponent } from '../component-view.js'
import { listComponents as listFromDb } from '../components.repository.js'

/**
 * Every component by name, each with how many types and components use it; `q` narrows to
 * name or slug matches. Every signed-in user and API key may read them: item data is shaped
 * by them.
 */
export async function listComponents(
  ctx: OperationContext,
  query: ListComponentsQuery,
): Promise<Component[]> {
  requireActor(ctx)
  const components = await listFromDb(ctx.db, query.q || undefined)
  if (components.length === 0) return []
  const usage = await readComponentUsage(ctx.db)
  return components.map((component) => toComponent(component, usage.usersOf(component.id).length))
}
