import type { ComponentRegistry, Translation } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { registryFor } from '../components/index.js'
import type { ContentTypeDefinition } from '../content-types/index.js'
import type { ContentItemRow, TranslationRow } from '../content/index.js'
import { loadAuthors, toTranslation } from '../content/index.js'

/** A translation as the API answers it, its authors (and components, unless given) looked up. */
export async function presentTranslation(
  ctx: OperationContext,
  type: ContentTypeDefinition,
  item: ContentItemRow,
  row: TranslationRow,
  components?: ComponentRegistry,
): Promise<Translation> {
  const authors = await loadAuthors(ctx, [row.created_by, row.updated_by])
  const registry = components ?? (await registryFor(ctx.db, type.fields))
  return toTranslation(row, item, type.fields, authors, registry)
}
