import type { Component } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { componentNotFound } from '../component-errors.js'
import { readComponentUsage } from '../component-usage.js'
import { toComponent } from '../component-view.js'
import { findComponent } from '../components.repository.js'

/** One component, by id or slug, with its usage count. */
export async function getComponent(ctx: OperationContext, idOrSlug: string): Promise<Component> {
  requireActor(ctx)
  const component = await findComponent(ctx.db, idOrSlug)
  if (!component) throw componentNotFound()
  const usage = await readComponentUsage(ctx.db)
  return toComponent(component, usage.usersOf(component.id).length)
}
