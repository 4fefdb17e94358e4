import type { OperationContext } from '../../lib/context.js'
import { requireEntitlement } from '../billing/index.js'

/**
 * Read-write keys are Premium. A key made on Premium keeps working after a downgrade for
 * reads, so apps that only read do not break; its writes answer 402 with the plan's message
 * until the plan includes read-write keys again. Users' own writes are never asked about.
 *
 * The rule lives here, called at the two doors a key writes through: the REST API's
 * authentication for write methods (plugins/authenticate.ts) and the MCP write tools
 * (mcp/tool-result.ts). The role checks after them are synchronous and cannot read the plan.
 */
export async function requireKeyWriteEntitlement(
  ctx: Pick<OperationContext, 'actor' | 'db' | 'billing'>,
): Promise<void> {
  if (ctx.actor?.apiKey?.scope !== 'read_write') return
  await requireEntitlement(ctx, 'read_write_api_keys')
}
