import {
  CONTENT_SLUG_MAX,
  contentItemMessages,
  ITEM_SLUG_PATTERN,
  itemSlugify,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { itemSlugTaken, slugsLike } from './content.repository.js'
import { contentItemSlugTaken, invalidContentItem } from './content-errors.js'

/** Room left for a `-N` suffix when a derived slug is cut to length. */
const SUFFIX_ROOM = 8

/** The spec's derivation, trimmed of edge hyphens and cut to length so the result is valid. */
function slugBaseOf(title: string): string {
  const cut = (slug: string) => slug.replace(/^-+|-+$/g, '')
  return cut(cut(itemSlugify(title)).slice(0, CONTENT_SLUG_MAX - SUFFIX_ROOM))
}

/**
 * The slug an item is saved with. A given slug must be well formed and free within the type
 * (409 otherwise: the user chose it, so we do not change it behind their back). An empty one is
 * derived from the title and, when taken, gets the first free `-2`, `-3`, ... suffix.
 */
export async function resolveItemSlug(
  db: Kysely<Database>,
  contentTypeId: string,
  title: string,
  given: string | undefined,
  exceptItemId?: string,
): Promise<string> {
  // One spelling per slug: "é" typed as e + accent matches the precomposed one already stored.
  const wanted = given?.trim().normalize('NFC')
  if (wanted) {
    if (!ITEM_SLUG_PATTERN.test(wanted)) {
      throw invalidContentItem([{ path: 'slug', message: contentItemMessages.slugFormat }])
    }
    if (await itemSlugTaken(db, contentTypeId, wanted, exceptItemId)) throw contentItemSlugTaken()
    return wanted
  }

  const base = slugBaseOf(title)
  if (!base) {
    throw invalidContentItem([{ path: 'slug', message: contentItemMessages.slugUnderivable }])
  }
  const used = new Set(await slugsLike(db, contentTypeId, base, exceptItemId))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}
