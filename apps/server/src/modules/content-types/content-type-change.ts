import type { ContentType, ContentTypeField } from '@folio/schema'

import type { Actor, OperationContext } from '../../lib/context.js'
import { runHooks, type ContentTypeChange } from '../lifecycle/index.js'

/** A definition about to be written, as hooks see it: the type it will be. */
export interface TypeDraft {
  id: string
  name: string
  slug: string
  description: string
  fields: ContentTypeField[]
  titleFieldId: string | null
  previewUrl: string
}

/**
 * Runs `beforeChange` for a type about to be created or changed (its definition validated,
 * nothing written yet, inside the transaction): a hook may refuse. Returns the change for
 * `contentTypeChanged`.
 */
export async function contentTypeChanging(
  ctx: OperationContext,
  operation: 'create' | 'update',
  actor: Actor,
  draft: TypeDraft,
  current?: ContentType,
): Promise<ContentTypeChange> {
  const now = new Date().toISOString()
  const contentType: ContentType = {
    id: draft.id,
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    fields: draft.fields,
    titleField: draft.fields.find((field) => field.id === draft.titleFieldId)?.name ?? null,
    previewUrl: draft.previewUrl,
    itemCount: current?.itemCount ?? 0,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  }
  const change: ContentTypeChange = { target: 'contentType', operation, actor, contentType }
  await runHooks(ctx, 'contentType', 'beforeChange', change)
  return change
}

/** Runs the after-stages with the type as written (webhooks send content_type.changed). */
export async function contentTypeChanged(
  ctx: OperationContext,
  change: ContentTypeChange,
  written: ContentType,
): Promise<void> {
  change.contentType = written
  await runHooks(ctx, 'contentType', 'afterChange', change)
  await runHooks(ctx, 'contentType', 'afterCommit', change)
}
