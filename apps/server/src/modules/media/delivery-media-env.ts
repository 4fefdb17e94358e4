import type { OperationContext } from '../../lib/context.js'
import { deliveryOrigin } from '../domains/index.js'
import type { MediaEnv } from './media-view.js'

/**
 * The media settings of one answer: file URLs on the primary custom domain for an app's
 * request (an API key) while one is in use, on the server's own URL otherwise.
 */
export async function deliveryMediaEnv(ctx: OperationContext, env: MediaEnv): Promise<MediaEnv> {
  const origin = await deliveryOrigin(ctx)
  return origin === null ? env : { ...env, apiExternalUrl: origin }
}
