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
  /**
   * The language the query reads in, from the first list or item query that names one: linked
   * items are read in it too (falling back to the default language), as REST's `expand=` does.
   */
  locale: string | undefined
}

export function createGraphqlContext(ctx: OperationContext): GraphqlContext {
  const context: GraphqlContext = {
    ctx,
    locale: undefined,
    items: new DataLoader<string, ContentItem | null>(async (ids) => {
      const language = context.locale === undefined ? undefined : { locale: context.locale }
      const found = await getContentItemsByIds(ctx, ids, language)
      return ids.map((id) => found.get(id) ?? null)
    }),
  }
  return context
}
