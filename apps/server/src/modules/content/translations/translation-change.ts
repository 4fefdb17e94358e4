import type { ComponentRegistry, ContentStatus } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { registryFor } from '../../components/index.js'
import type { ContentTypeDefinition } from '../../content-types/index.js'
import type { ContentItemRow } from '../content.repository.js'
import type { TranslationRow } from './translations.repository.js'
import { loadAuthors, toContentItem } from '../item-view.js'
import { localizedRow } from './translation-view.js'
import { operationOf, runHooks, type TranslationChange } from '../../lifecycle/index.js'
import type { PreparedTranslation, TranslationDraft } from './translation-rules.js'

/** A save of one language of an item as the lifecycle's hooks see it, before validation. */
export function translationChange(
  ctx: OperationContext,
  type: Pick<ContentTypeDefinition, 'id' | 'slug' | 'name' | 'fields'>,
  item: Pick<ContentItemRow, 'id'>,
  locale: string,
  kind: 'create' | 'update' | 'restore' | 'delete',
  draft: TranslationDraft | null,
  current?: Pick<TranslationRow, 'id' | 'status' | 'version'>,
): TranslationChange {
  const previousStatus = current ? (current.status as ContentStatus) : null
  return {
    target: 'translation',
    operation:
      kind === 'delete' ? 'delete' : operationOf(kind, previousStatus, draft?.status ?? 'draft'),
    actor: ctx.actor,
    contentType: { id: type.id, slug: type.slug, name: type.name, fields: type.fields },
    locale,
    itemId: item.id,
    previous: current
      ? { id: current.id, status: previousStatus!, version: current.version }
      : null,
    input: draft && { ...draft, data: { ...draft.data } },
    contentChanged: true,
    item: null,
  }
}

/**
 * The draft to validate after the `beforeValidate` stage: the change's input, whose status a
 * plugin's patch could only set to a translation status (the plugin layer checks patches).
 */
export function draftOf(change: TranslationChange, fallback: TranslationDraft): TranslationDraft {
  const input = change.input ?? fallback
  return {
    title: input.title ?? fallback.title,
    status: input.status as TranslationDraft['status'],
    scheduledFor: input.scheduledFor,
    data: input.data,
  }
}

/** The change brought up to what the rules settled (the status after the schedule rules). */
export function settleTranslationChange(
  change: TranslationChange,
  kind: 'update' | 'restore',
  prepared: PreparedTranslation,
): void {
  change.input = { ...change.input!, status: prepared.status, scheduledFor: prepared.scheduledFor }
  change.operation = operationOf(kind, change.previous?.status ?? null, prepared.status)
}

/**
 * Runs the after-stages of a translation's save with the item as read in that language (its
 * `locale` says which); webhooks send `item.updated`, `item.published`, … for it.
 */
export async function translationChanged(
  ctx: OperationContext,
  change: TranslationChange,
  type: ContentTypeDefinition,
  item: ContentItemRow,
  row: TranslationRow,
  components?: ComponentRegistry,
): Promise<void> {
  if (!ctx.lifecycle?.has('translation')) return
  const authors = await loadAuthors(ctx, [row.created_by, row.updated_by])
  change.item = toContentItem(
    localizedRow(item, row, type.fields),
    type.fields,
    authors,
    components ?? (await registryFor(ctx.db, type.fields)),
  )
  await runHooks(ctx, 'translation', 'afterChange', change)
  await runHooks(ctx, 'translation', 'afterCommit', change)
}
