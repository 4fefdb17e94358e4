import { contentTypeInputSchema, slugify } from '@folio/schema'
import type { ContentType, ContentTypeInput, ErrorDetail } from '@folio/schema'

import { fieldDraftFrom, fieldDraftProblems, toFieldInput } from '@/lib/field-draft'
import type { FieldDraft } from '@/lib/field-draft'

export type { FieldDraft } from '@/lib/field-draft'
export { newFieldDraft } from '@/lib/field-draft'

/** The content-type modal's values as typed, before validation. */
export interface ContentTypeDraft {
  name: string
  slug: string
  description: string
  fields: FieldDraft[]
  /** The row (its `key`) whose text is the item's title, so renaming it keeps the choice. */
  titleFieldKey: string | null
  /** '' uses the installation's preview URL. */
  previewUrl: string
}

/** Problems by input path as the schema and server name them: `name`, `slug`, `fields.2.name`. */
export type DraftErrors = Record<string, string>

export const emptyDraft = (): ContentTypeDraft => ({
  name: '',
  slug: '',
  description: '',
  fields: [],
  titleFieldKey: null,
  previewUrl: '',
})

export function draftFromType(type: ContentType): ContentTypeDraft {
  const fields = type.fields.map(fieldDraftFrom)
  return {
    name: type.name,
    slug: type.slug,
    description: type.description,
    fields,
    titleFieldKey: fields.find((field) => field.name === type.titleField)?.key ?? null,
    previewUrl: type.previewUrl,
  }
}

/** The title field, if it is still a text field of the draft. */
export function titleFieldOf(draft: ContentTypeDraft): FieldDraft | null {
  const field = draft.fields.find((candidate) => candidate.key === draft.titleFieldKey)
  return field?.type === 'text' ? field : null
}

/** What the API receives: saved fields keep their ids so renamed fields keep their values. */
export function toInput(draft: ContentTypeDraft): ContentTypeInput {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    fields: draft.fields.map(toFieldInput),
    titleField: titleFieldOf(draft)?.name ?? null,
    previewUrl: draft.previewUrl,
  }
}

/** Keeps the first problem of each path, in the order given (the spec's order). */
export function errorsFromDetails(details: readonly ErrorDetail[]): DraftErrors {
  const errors: DraftErrors = {}
  for (const detail of details) errors[detail.path] ??= detail.message
  return errors
}

interface Issue {
  path: PropertyKey[]
  message: string
}

export type DraftCheck =
  { ok: true; input: ContentTypeInput } | { ok: false; message: string; errors: DraftErrors }

/** Checks the draft with the API's own schema, so the form and server agree on every message. */
export function checkDraft(draft: ContentTypeDraft): DraftCheck {
  return checkInput(toInput(draft), draft.fields, contentTypeInputSchema)
}

/** Checks an input with its API schema, plus what only the draft can tell (see fieldDraftProblems). */
export function checkInput<T>(
  input: T,
  fields: readonly FieldDraft[],
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Issue[] } } },
): { ok: true; input: T } | { ok: false; message: string; errors: DraftErrors } {
  const result = schema.safeParse(input)
  const problems = fieldDraftProblems(fields)
  if (result.success && problems.length === 0) return { ok: true, input }
  const details = [
    ...(result.error?.issues ?? []).map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
    ...problems.map(([path, message]) => ({ path, message })),
  ]
  return {
    ok: false,
    message: details[0]?.message ?? 'Check the form',
    errors: errorsFromDetails(details),
  }
}

/** On create the slug follows the name until the user types a slug of their own. */
export function withName<D extends { name: string; slug: string }>(
  draft: D,
  name: string,
  slugFollowsName: boolean,
): D {
  return { ...draft, name, slug: slugFollowsName ? slugify(name) : draft.slug }
}
