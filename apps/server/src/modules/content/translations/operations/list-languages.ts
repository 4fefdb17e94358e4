import type { Language } from '@folio/schema'

import type { OperationContext } from '../../../../lib/context.js'
import { requireActor } from '../../../../lib/permissions.js'
import { toLanguage } from '../language-view.js'
import { listLanguageRows } from '../languages.repository.js'

/** The configured languages, the default first, then by name. Any signed-in user or API key. */
export async function listLanguages(ctx: OperationContext): Promise<Language[]> {
  requireActor(ctx)
  return (await listLanguageRows(ctx.db)).map(toLanguage)
}
