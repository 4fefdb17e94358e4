import type { AiStatus } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import type { AiOptions } from '../ai-options.js'
import { modelFor } from '../providers/index.js'
import { findAiConfig } from './resolve-ai-config.js'

/** Whether the assistant can be used now, and with which provider and model. Editors and admins. */
export async function getAiStatus(ctx: OperationContext, options: AiOptions): Promise<AiStatus> {
  requireActorRole(ctx, 'editor')
  const found = await findAiConfig(ctx, options)
  if (!found) return { available: false, source: 'none', provider: null, model: null }
  return {
    available: true,
    source: found.source,
    provider: found.config.provider,
    model: modelFor(found.config),
  }
}
