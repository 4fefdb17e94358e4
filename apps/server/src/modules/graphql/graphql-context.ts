import type { ContentItem } from '@folio/schema'
import DataLoader from 'dataloader'

import type { OperationContext } from '../../lib/context.js'
import { getContentItemsByIds } from '../content/index.js'

/** What every resolver of one GraphQL request gets. */
export interface GraphqlContext {
  ctx: OperationContext
  /**
   * Items by id for references and relations: every id asked for while one level of the
   * answer resolves is read in one batch, so a page of 100 items with an author each costs
   * one read for the authors, not 100. Missing and invisible items come back null.
   */
  items: DataLoader<string, ContentItem | null>
}

export function createGraphqlContext(ctx: OperationContext): GraphqlContext {
  const items = new DataLoader<string, ContentItem | null>(async (ids) => {
    const found = await getContentItemsByIds(ctx, ids)
    return ids.map((id) => found.get(id) ?? null)
  })
  return { ctx, items }
}
