import { canBeFilterable, contentTypeInputSchema, slugify } from '@folio/schema'
import type { ContentType, ContentTypeInput, ErrorDetail, FieldType } from '@folio/schema'

/** One row of the modal's field list. `key` tells rows apart; `id` is the server's, when saved. */
export interface FieldDraft {
  key: string
  id?: string
  name: string
  type: FieldType
  required: boolean
  description: string
  /** Reference fields: the type its items point to; null allows any type. */
  referenceTypeId: string | null
  /** Text and number fields: API filters on it are served by an index. */
  filterable: boolean
  /** Off: one value shared by every language, edited on the item only. */
  translatable: boolean
}

/** The content-type modal's values as typed, before validation. */
export interface ContentTypeDraft {
  name: string
  slug: string
  description: string
  fields: FieldDraft[]
}

/** Problems by input path as the schema and server name them: `name`, `slug`, `fields.2.name`. */
export type DraftErrors = Record<string, string>

let rowCounter = 0
const nextKey = () => `row-${(rowCounter++).toString(36)}`

export const emptyDraft = (): ContentTypeDraft => ({
  name: '',
  slug: '',
  description: '',
  fields: [],
})

export const newFieldDraft = (): FieldDraft => ({
  key: nextKey(),
  name: '',
  type: 'text',
  required: false,
  description: '',
  referenceTypeId: null,
  filterable: false,
  translatable: true,
})

export function draftFromType(type: ContentType): ContentTypeDraft {
  return {
    name: type.name,
    slug: type.slug,
    description: type.description,
    fields: type.fields.map((field) => ({
      key: nextKey(),
      id: field.id,
      name: field.name,
      type: field.type,
      required: field.required,
      description: field.description,
      referenceTypeId: field.referenceTypeId ?? null,
      filterable: field.filterable ?? false,
      translatable: field.translatable ?? true,
    })),
  }
}

/** What the API receives: saved fields keep their ids so renamed fields keep their values. */
export function toInput(draft: ContentTypeDraft): ContentTypeInput {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    fields: draft.fields.map((field) => ({
      ...(field.id === undefined ? {} : { id: field.id }),
      name: field.name,
      type: field.type,
      required: field.required,
      description: field.description,
      ...(field.type === 'reference' ? { referenceTypeId: field.referenceTypeId } : {}),
      ...(field.filterable && canBeFilterable(field.type) ? { filterable: true } : {}),
      ...(field.translatable ? {} : { translatable: false }),
    })),
  }
}

/** Keeps the first problem of each path, in the order given (the spec's order). */
export function errorsFromDetails(details: readonly ErrorDetail[]): DraftErrors {
  const errors: DraftErrors = {}
  for (const detail of details) errors[detail.path] ??= detail.message
  return errors
}

export type DraftCheck =
  { ok: true; input: ContentTypeInput } | { ok: false; message: string; errors: DraftErrors }

/** Checks the draft with the API's own schema, so the form and server agree on every message. */
export function checkDraft(draft: ContentTypeDraft): DraftCheck {
  const input = toInput(draft)
  const result = contentTypeInputSchema.safeParse(input)
  if (result.success) return { ok: true, input }
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  return {
    ok: false,
    message: details[0]?.message ?? 'Check the form',
    errors: errorsFromDetails(details),
  }
}

/** On create the slug follows the name until the user types a slug of their own. */
export function withName(draft: ContentTypeDraft, name: string, slugFollowsName: boolean) {
  return { ...draft, name, slug: slugFollowsName ? slugify(name) : draft.slug }
}
