import type { ContentStatus } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { operationOf, type ItemChange } from '../lifecycle/index.js'
import type { ContentTypeDefinition } from '../content-types/index.js'
import type { ContentItemRow } from './content.repository.js'
import type { ItemDraft, PreparedItem } from './prepare-item.js'

/** A save of an item as the lifecycle's hooks see it, before anything is validated. */
export function itemChange(
  ctx: OperationContext,
  type: Pick<ContentTypeDefinition, 'id' | 'slug' | 'name' | 'fields'>,
  kind: 'create' | 'update' | 'restore',
  input: ItemDraft,
  current?: ContentItemRow,
): ItemChange {
  const previousStatus = current ? (current.status as ContentStatus) : null
  return {
    target: 'item',
    operation: operationOf(kind, previousStatus, input.status),
    actor: ctx.actor,
    contentType: { id: type.id, slug: type.slug, name: type.name, fields: type.fields },
    previous: current
      ? { id: current.id, status: previousStatus!, version: current.version }
      : null,
    input: { ...input, data: { ...input.data } },
    contentChanged: true,
    item: null,
  }
}

/**
 * Brings the change up to what the rules settled (the title from its field, the generated slug,
 * the status after the schedule rules) for the hooks after validation; a `beforeValidate`
 * patch may have made a plain save a publish, or the other way round.
 */
export function settleItemChange(
  change: ItemChange,
  kind: 'create' | 'update' | 'restore',
  item: PreparedItem,
): void {
  change.input = {
    ...change.input!,
    title: item.title,
    slug: item.slug,
    status: item.status,
    scheduledFor: item.scheduledFor,
  }
  change.operation = operationOf(kind, change.previous?.status ?? null, item.status)
}
