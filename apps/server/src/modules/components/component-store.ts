import type { OperationContext } from '../../lib/context.js'
import { insertComponent, type ComponentValues } from './components.repository.js'

/** Stores a component as given, without the create rules: for sample data that is known good. */
export async function storeComponent(
  ctx: Pick<OperationContext, 'db'>,
  component: ComponentValues,
  now: string,
): Promise<void> {
  await insertComponent(ctx.db, component, now)
}
