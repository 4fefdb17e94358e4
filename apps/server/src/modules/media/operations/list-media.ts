import { mediaMessages, type listMediaQuerySchema, type MediaPage } from '@folio/schema'
import type { z } from 'zod'

import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { findFolderById } from '../media-folders.repository.js'
import { folderNotFound, toMediaItem, type MediaEnv } from '../media-view.js'
import { countMedia, listMedia as listFromDb, type MediaFilter } from '../media.repository.js'

export type ListMediaQuery = z.output<typeof listMediaQuerySchema>

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 60 * 60 * 1000

function parseInstant(value: string, field: 'from' | 'to'): Date {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value)
  if (Number.isNaN(date.getTime())) {
    const message = mediaMessages.invalidDate(field)
    throw new AppError('validation_failed', message, [{ path: field, message }])
  }
  return date
}

/**
 * The created-at range as stored text bounds: `from` inclusive; `to` inclusive of the instant,
 * or of the whole day when it is a date, as a date picker means it.
 */
function createdRange(query: ListMediaQuery): Pick<MediaFilter, 'createdFrom' | 'createdBefore'> {
  const range: Pick<MediaFilter, 'createdFrom' | 'createdBefore'> = {}
  if (query.from) range.createdFrom = parseInstant(query.from, 'from').toISOString()
  if (query.to) {
    const to = parseInstant(query.to, 'to')
    const end = DATE_ONLY.test(query.to) ? to.getTime() + DAY_MS : to.getTime() + 1
    range.createdBefore = new Date(end).toISOString()
  }
  return range
}

/**
 * A page of the library, filtered by name, type, folder (`root` is no folder) and upload date,
 * counted and cut in SQL. Any signed-in user and any API key.
 */
export async function listMedia(
  ctx: OperationContext,
  env: MediaEnv,
  query: ListMediaQuery,
): Promise<MediaPage> {
  await requireCapability(ctx, 'media.view')
  let folderId: string | null | undefined
  if (query.folderId === 'root') folderId = null
  else if (query.folderId !== undefined) {
    if (!(await findFolderById(ctx.db, query.folderId))) throw folderNotFound()
    folderId = query.folderId
  }
  const filter: MediaFilter = {
    q: query.q || undefined,
    type: query.type,
    folderId,
    ...createdRange(query),
  }
  const [rows, total] = await Promise.all([
    listFromDb(ctx.db, filter, {
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countMedia(ctx.db, filter),
  ])
  return {
    data: rows.map((row) => toMediaItem(env, row)),
    meta: { page: query.page, pageSize: query.pageSize, total },
  }
}
