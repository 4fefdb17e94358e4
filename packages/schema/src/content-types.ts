import { z } from 'zod'

/** The field types a content type may declare, in the order the editor offers them. */
export const fieldTypes = [
  'text',
  'rich-text',
  'number',
  'date',
  'boolean',
  'image',
  'reference',
  'array',
] as const
export type FieldType = (typeof fieldTypes)[number]

/**
 * Field types a content type may mark `filterable`: the API's filters on them are then served
 * by an index of their own, which keeps filtered lists fast on types with many items.
 */
export const filterableFieldTypes = ['text', 'number'] as const satisfies readonly FieldType[]

/** Whether fields of this type can be marked filterable. */
export function canBeFilterable(type: FieldType): boolean {
  return (filterableFieldTypes as readonly FieldType[]).includes(type)
}

/** How the editor names each field type. */
export const fieldTypeLabels: Record<FieldType, string> = {
  text: 'Text',
  'rich-text': 'Rich Text',
  number: 'Number',
  date: 'Date',
  boolean: 'Boolean',
  image: 'Image',
  reference: 'Reference',
  array: 'Array',
}

/** Messages of the content-type form and API (spec sections 5 and 8), in the order they are checked. */
export const contentTypeMessages = {
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  fieldsRequired: 'At least one field is required',
  fieldNameRequired: 'All fields must have a name',
  slugFormat: 'Slug may only contain lowercase letters, numbers and hyphens',
  fieldNamesUnique: 'Field names must be unique',
  fieldNameReserved: '__proto__ cannot be a field name',
  fieldIdsUnique: 'Field ids must be unique',
  slugTaken: 'A content type with this slug already exists',
  notFound: 'Content type not found',
  referenceTypeNotFound: 'The content type a reference field points to does not exist',
  deleteConfirm:
    'Are you sure you want to delete this content type? This will also delete all associated content items.',
  deleted: 'Content type deleted successfully',
  created: 'Content type created successfully',
  updated: 'Content type updated successfully',
  duplicated: 'Content type duplicated successfully',
} as const

export const CONTENT_TYPE_NAME_MAX = 100
export const CONTENT_TYPE_SLUG_MAX = 100
export const FIELD_NAME_MAX = 64
export const FIELDS_MAX = 100
export const SLUG_PATTERN = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/

/** One field of a content type. `id` is stable across renames so stored values survive them. */
export const contentTypeFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(fieldTypes),
  required: z.boolean(),
  description: z.string(),
  /** Reference fields only: the content type whose items it may point to; null allows any. */
  referenceTypeId: z.string().nullable().optional(),
  /** Text and number fields only: API filters on it are served by an index. */
  filterable: z.boolean().optional(),
  /** False: one value shared by every language, edited on the main item. Absent means true. */
  translatable: z.boolean().optional(),
})
export type ContentTypeField = z.infer<typeof contentTypeFieldSchema>

export const contentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  fields: z.array(contentTypeFieldSchema),
  /** How many content items the type has. */
  itemCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ContentType = z.infer<typeof contentTypeSchema>

/** A text input that must not be blank, with one message whether it is missing or empty. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` })
}

/** A field as the form and API send it: without an id, the server assigns one. */
export const contentTypeFieldInputSchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  // JSON bodies may not hold a `__proto__` key (the parser refuses it), so no value could
  // ever be written to such a field.
  name: requiredText(contentTypeMessages.fieldNameRequired, FIELD_NAME_MAX).refine(
    (name) => name !== '__proto__',
    { error: contentTypeMessages.fieldNameReserved },
  ),
  type: z.enum(fieldTypes, { error: `Field type must be one of: ${fieldTypes.join(', ')}` }),
  required: z.boolean().default(false),
  description: z.string().trim().max(500).default(''),
  referenceTypeId: z.string().trim().min(1).nullable().optional(),
  /** Ignored for field types that cannot be filterable (see filterableFieldTypes). */
  filterable: z.boolean().optional(),
  /** False keeps one value for every language; absent means true. */
  translatable: z.boolean().optional(),
})
export type ContentTypeFieldInput = z.input<typeof contentTypeFieldInputSchema>

/**
 * `POST /api/v1/content-types` and `PUT /api/v1/content-types/{idOrSlug}`. Keys are checked in
 * the spec's order (name, slug, fields, field names), so the first message is the spec's first.
 * A missing slug is derived from the name; an empty one is an error, as in the form.
 */
export const contentTypeInputSchema = z
  .object({
    name: requiredText(contentTypeMessages.nameRequired, CONTENT_TYPE_NAME_MAX),
    slug: z
      .string({ error: contentTypeMessages.slugRequired })
      .trim()
      .min(1, { error: contentTypeMessages.slugRequired })
      .max(CONTENT_TYPE_SLUG_MAX, { error: `At most ${CONTENT_TYPE_SLUG_MAX} characters` })
      .regex(SLUG_PATTERN, { error: contentTypeMessages.slugFormat })
      .optional(),
    description: z.string().trim().max(1000).default(''),
    fields: z
      .array(contentTypeFieldInputSchema, { error: contentTypeMessages.fieldsRequired })
      .min(1, { error: contentTypeMessages.fieldsRequired })
      .max(FIELDS_MAX, { error: `A content type has at most ${FIELDS_MAX} fields` }),
  })
  .superRefine((value, ctx) => {
    const names = new Set<string>()
    const ids = new Set<string>()
    value.fields.forEach((field, index) => {
      const key = field.name.toLowerCase()
      if (names.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: contentTypeMessages.fieldNamesUnique,
        })
      }
      names.add(key)
      if (field.id !== undefined) {
        if (ids.has(field.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', index, 'id'],
            message: contentTypeMessages.fieldIdsUnique,
          })
        }
        ids.add(field.id)
      }
    })
  })
export type ContentTypeInput = z.input<typeof contentTypeInputSchema>
export type ParsedContentTypeInput = z.output<typeof contentTypeInputSchema>

/** `GET /api/v1/content-types` query: `q` matches name or slug. */
export const listContentTypesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
})
export type ListContentTypesQuery = z.infer<typeof listContentTypesQuerySchema>
