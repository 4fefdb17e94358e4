import type { ComponentRegistry, Translation } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { registryFor } from '../../components/index.js'
import type { ContentTypeDefinition } from '../../content-types/index.js'
import type { ContentItemRow } from '../content.repository.js'
import type { TranslationRow } from './translations.repository.js'
import { loadAuthors } from '../item-view.js'
import { toTranslation } from './translation-view.js'

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
