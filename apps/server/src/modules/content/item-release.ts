import {
  itemInUseMessage,
  type ComponentRegistry,
  type ContentStatus,
  type ContentTypeField,
  type ItemData,
} from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { registryFor } from '../components/index.js'
import { readContentTypes } from '../content-types/index.js'
import { lockTranslationData, saveUnlinkedTranslation } from './translations/translation-unlink.js'
import { runHooks, type ChangedType, type ItemChange } from '../lifecycle/index.js'
import {
  findContentItemForUpdate,
  updateContentItemAtVersion,
  type ContentItemRow,
} from './content.repository.js'
import { linksOf, withoutTarget } from './item-links.js'
import { snapshotOf } from './item-snapshot.js'
import { presentContentItem } from './item-view.js'
import { findLinksTo, replaceItemLinks } from './links.repository.js'
import { insertContentVersion } from './versions.repository.js'

/** One side (main data or a translation) of an item whose relations point at a target. */
interface Source {
  sourceId: string
  locale: string
  title: string
  contentTypeId: string
}

/** A side's current values, locked, with the fields they are read with. */
type Locked =
  | { kind: 'item'; row: ContentItemRow; fields: readonly ContentTypeField[]; data: ItemData }
  | (NonNullable<Awaited<ReturnType<typeof lockTranslationData>>> & { kind: 'translation' })

async function lockSource(
  ctx: OperationContext,
  source: Source,
  fields: readonly ContentTypeField[],
): Promise<Locked | undefined> {
  if (source.locale !== '') {
    const locked = await lockTranslationData(ctx, source.sourceId, source.locale, fields)
    return locked && { kind: 'translation', ...locked }
  }
  const row = await findContentItemForUpdate(
    ctx.db,
    ctx.dialect,
    source.contentTypeId,
    source.sourceId,
  )
  return row && { kind: 'item', row, fields, data: JSON.parse(row.data) as ItemData }
}

/** Saves an item's main data without the deleted targets, as a new version. */
async function saveUnlinkedItem(
  ctx: OperationContext,
  row: ContentItemRow,
  type: ChangedType,
  fields: readonly ContentTypeField[],
  data: ItemData,
  components: ComponentRegistry,
  actorId: string | null,
) {
  // The row is locked, so it is still at the version just read.
  const saved = await updateContentItemAtVersion(ctx.db, row.id, row.version, {
    title: row.title,
    slug: row.slug,
    status: row.status as ContentStatus,
    data,
    publishedAt: row.published_at,
    scheduledFor: row.scheduled_for,
    updatedAt: nowIso(),
    updatedBy: actorId,
  })
  if (!saved) return
  await insertContentVersion(ctx.db, snapshotOf(saved, 'updated', actorId))
  await replaceItemLinks(ctx.db, row.id, '', linksOf(fields, data, components))
  // Hooks hear of it as of any other edit (webhooks send item.updated); it is the consequence
  // of a delete already past its own before-hooks, so it has no before-stages of its own.
  const change: ItemChange = {
    target: 'item',
    operation: 'update',
    actor: ctx.actor,
    contentType: { id: type.id, slug: type.slug, name: type.name, fields: type.fields },
    previous: { id: row.id, status: row.status as ContentStatus, version: row.version },
    input: null,
    contentChanged: true,
    item: await presentContentItem(ctx, saved, fields, components),
    cause: 'unlink',
  }
  await runHooks(ctx, 'item', 'afterChange', change)
  await runHooks(ctx, 'item', 'afterCommit', change)
}

/**
 * Makes way for deleting the items `targetIds`, inside the delete's transaction, so no
 * relation is left pointing at nothing. `content_links` finds who points at them; each of
 * those is read again under today's field definitions (a field removed or switched to
 * `unlink` since its last save counts as it is now). A relation that says `restrict` refuses:
 * 409 naming the items that use them. Relations that say `unlink` lose the ids, at whatever
 * depth they sit; each item or translation losing one is saved as a new version.
 */
export async function releaseItemsForDelete(
  ctx: OperationContext,
  targetIds: readonly string[],
  actorId: string | null,
): Promise<void> {
  const rows = await findLinksTo(ctx.db, targetIds)
  if (rows.length === 0) return
  const sources = new Map<string, Source>(rows.map((r) => [`${r.sourceId}\n${r.locale}`, r]))
  const types = await readContentTypes(ctx, [...new Set(rows.map((row) => row.contentTypeId))])
  const fieldsOf = new Map<string, ContentTypeField[]>(types.map((t) => [t.id, t.fields]))
  const typeOf = new Map(types.map((t) => [t.id, t]))
  const components = await registryFor(
    ctx.db,
    types.flatMap((type) => type.fields),
  )
  const targets = new Set(targetIds)
  const restricting = new Map<string, string>()
  const unlinking: { locked: Locked; data: ItemData }[] = []
  for (const source of sources.values()) {
    const locked = await lockSource(ctx, source, fieldsOf.get(source.contentTypeId) ?? [])
    if (!locked) continue
    const current = linksOf(locked.fields, locked.data, components)
    const hits = current.filter((link) => targets.has(link.targetId))
    if (hits.some((link) => link.onDelete === 'restrict')) {
      restricting.set(source.sourceId, source.title)
    } else if (hits.length > 0) {
      unlinking.push({
        locked,
        data: withoutTarget(locked.fields, locked.data, components, targets)!,
      })
    } else {
      // Rows of a definition that changed since the last save: bring them up to date.
      await replaceItemLinks(ctx.db, source.sourceId, source.locale, current)
    }
  }
  if (restricting.size > 0) {
    const message = itemInUseMessage(restricting.size, [...restricting.values()])
    throw new AppError('in_use', message, [{ path: 'id', message }])
  }
  for (const { locked, data } of unlinking) {
    if (locked.kind === 'item') {
      const type = typeOf.get(locked.row.content_type_id)!
      await saveUnlinkedItem(ctx, locked.row, type, locked.fields, data, components, actorId)
    } else {
      await saveUnlinkedTranslation(ctx, locked.row, locked.fields, data, components, actorId)
    }
  }
}
