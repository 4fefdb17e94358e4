import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import type { OperationContext } from '../../../lib/context.js'
import {
  anyTranslationOfType,
  listTranslationsOfItems,
  type TranslationRow,
} from './translations.repository.js'

/**
 * Whether each type has a translated item, as of a generation of the type's items, which every
 * write to them or to their translations moves (migrations 0019 and 0023). Most installations
 * speak one language: their delivery reads skip looking for translations. Keyed by database
 * handle, so servers in one process (tests) share nothing.
 */
const known = new WeakMap<Kysely<Database>, Map<string, { generation: number; any: boolean }>>()

async function mayHaveTranslations(
  ctx: Pick<OperationContext, 'db' | 'snapshot'>,
  contentTypeId: string,
): Promise<boolean> {
  const generation = ctx.snapshot?.typeGeneration(contentTypeId)
  // Without a snapshot (the app's own reads) nothing tells how long an answer would hold.
  if (generation === undefined) return true
  let types = known.get(ctx.db)
  if (!types) {
    types = new Map()
    known.set(ctx.db, types)
  }
  const kept = types.get(contentTypeId)
  if (kept && kept.generation === generation) return kept.any
  // Read after the generation: at least as new as it, so safe to keep under it.
  const any = await anyTranslationOfType(ctx.db, contentTypeId)
  if (!kept || kept.generation < generation) types.set(contentTypeId, { generation, any })
  return any
}

/** The translations of these items of one type: none, without a query, when it has none. */
export async function translationsOfTypeItems(
  ctx: Pick<OperationContext, 'db' | 'snapshot'>,
  contentTypeId: string,
  itemIds: readonly string[],
): Promise<TranslationRow[]> {
  if (itemIds.length === 0 || !(await mayHaveTranslations(ctx, contentTypeId))) return []
  return listTranslationsOfItems(ctx.db, itemIds)
}
