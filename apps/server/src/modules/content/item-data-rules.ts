import {
  buildItemDataSchema,
  fieldRequiredMessage,
  isRichTextEmpty,
  type ComponentRegistry,
  type ContentTypeField,
  type ErrorDetail,
  type ItemData,
} from '@folio/schema'
import type { Kysely } from 'kysely'
import type { z } from 'zod'

import type { Database } from '../../db/tables.js'
import type { OperationContext } from '../../lib/context.js'
import { invalidContentItem } from './content-errors.js'
import {
  checkJsonValue,
  checkMedia,
  checkPointedItems,
  dataPath,
  pointedItems,
  pointedMedia,
} from './item-data-checks.js'
import { toStoredData } from './item-data.js'
import { walkItemData, type FieldVisit } from './item-data-walk.js'
import { sanitizeRichText } from './sanitize-rich-text.js'

/** How many item-data schemas stay built: one per type and component set in use is plenty. */
const BUILT_SCHEMAS = 64
const builtSchemas = new Map<string, ReturnType<typeof buildItemDataSchema>>()

/**
 * The zod schema of a type's item data, built once per definition: building it costs more than
 * parsing an item with it, and every save of the type would build the same one again. Keyed by
 * the definition itself, so an edited type or component gets a new schema at once.
 */
function itemDataSchema(fields: readonly ContentTypeField[], components: ComponentRegistry) {
  const key = JSON.stringify([fields, [...components]])
  let schema = builtSchemas.get(key)
  if (schema) {
    builtSchemas.delete(key)
  } else {
    schema = buildItemDataSchema(fields, components)
    if (builtSchemas.size >= BUILT_SCHEMAS) builtSchemas.delete(builtSchemas.keys().next().value!)
  }
  builtSchemas.set(key, schema)
  return schema
}

function toDetail(issue: z.core.$ZodIssue): ErrorDetail {
  const path =
    issue.code === 'unrecognized_keys' && issue.keys.length === 1
      ? [...issue.path, issue.keys[0]!]
      : issue.path
  return {
    path: dataPath(path.map((part) => (typeof part === 'number' ? part : String(part)))),
    message: issue.message,
  }
}

/** Rich text as the sanitiser leaves it; a required field left with nothing in it is an error. */
function sanitizeRichTextAt({ field, value, path, holder, key }: FieldVisit): ErrorDetail[] {
  if (field.type !== 'rich-text' || typeof value !== 'string') return []
  const clean = sanitizeRichText(value)
  holder[key] = isRichTextEmpty(clean) ? null : clean
  return holder[key] === null && field.required
    ? [{ path: dataPath(path), message: fieldRequiredMessage(field.name) }]
    : []
}

/** A field with plugin validators and its value, met while walking the data. */
type Checked = Pick<FieldVisit, 'field' | 'value' | 'path'>

/**
 * The plugins' checks of the fields that name them, after Folio's own: each problem becomes a
 * detail at the field's path. A validator that is not there (its plugin stopped) is skipped.
 */
async function pluginProblems(ctx: OperationContext, checked: readonly Checked[]) {
  const problems: ErrorDetail[] = []
  for (const { field, value, path } of checked) {
    for (const id of field.validators ?? []) {
      const message = await ctx.lifecycle?.validator(id)?.(value, field, ctx)
      if (message) problems.push({ path: dataPath(path), message })
    }
  }
  return problems
}

/**
 * Checks an item's data (keyed by field name) against the type's fields and returns it as
 * stored (keyed by field id): the shared schema first, then what only the server can do at
 * every depth of components and blocks: sanitising rich text, JSON Schemas, and whether
 * references, relations and media point at things that exist (one query each for the item).
 */
export async function validateItemData(
  ctx: Pick<OperationContext, 'db'> & Partial<OperationContext>,
  fields: readonly ContentTypeField[],
  input: Record<string, unknown>,
  components: ComponentRegistry = new Map(),
): Promise<ItemData> {
  const db: Kysely<Database> = ctx.db
  const parsed = itemDataSchema(fields, components).safeParse(input)
  if (!parsed.success) throw invalidContentItem(parsed.error.issues.map(toDetail))
  const data: ItemData = { ...parsed.data }
  const problems: ErrorDetail[] = []
  const items: ReturnType<typeof pointedItems> = []
  const media: ReturnType<typeof pointedMedia> = []
  const checked: Checked[] = []
  walkItemData(fields, data, components, 'name', (visit) => {
    problems.push(...sanitizeRichTextAt(visit), ...checkJsonValue(visit))
    items.push(...pointedItems(visit))
    media.push(...pointedMedia(visit))
    // As sanitised just above: plugins check what will be stored.
    const value = visit.holder[visit.key]
    if (visit.field.validators?.length && value != null) checked.push({ ...visit, value })
  })
  problems.push(...(await checkPointedItems(db, items)), ...(await checkMedia(db, media)))
  if (checked.length && ctx.lifecycle && problems.length === 0) {
    problems.push(...(await pluginProblems(ctx as OperationContext, checked)))
  }
  if (problems.length) throw invalidContentItem(problems)
  return toStoredData(fields, data, components)
}
