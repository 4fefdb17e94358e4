import type { AiStatus } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import type { AiOptions } from '../ai-options.js'
import { modelFor } from '../providers/index.js'
import { findAiConfig } from './resolve-ai-config.js'

/** Whether the assistant can be used now, and with which provider and model. Editors and admins. */
export async function getAiStatus(ctx: OperationContext, options: AiOptions): Promise<AiStatus> {
  accessOf(ctx).requireRole('editor')
  const { active, builtinLocked } = await findAiConfig(ctx, options)
  if (!active)
    return { available: false, source: 'none', provider: null, model: null, builtinLocked }
  return {
    available: true,
    source: active.source,
    provider: active.config.provider,
    model: modelFor(active.config),
    builtinLocked,
  }
}
