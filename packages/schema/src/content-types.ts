import { z } from 'zod'

import { commonMessages } from './common.js'

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
  'select',
  'relation',
  'json',
  'media',
  'component',
  'blocks',
] as const
export type FieldType = (typeof fieldTypes)[number]

/**
 * Field types a content type may mark `filterable`: the API's filters on them are then served
 * by an index of their own, which keeps filtered lists fast on types with many items.
 */
export const filterableFieldTypes = [
  'text',
  'number',
  'select',
] as const satisfies readonly FieldType[]

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
  select: 'Select',
  relation: 'Relation (many)',
  json: 'JSON',
  media: 'Media',
  component: 'Component',
  blocks: 'Blocks',
}

/** Field types whose value holds other fields (a component's); they nest at most this deep. */
export const nestingFieldTypes = ['component', 'blocks'] as const satisfies readonly FieldType[]

/**
 * How deep components may nest: a type's component field is level 1, a component field of
 * that component level 2, and so on. Deep enough for "page > section > card > button",
 * shallow enough that an editor can still see where they are.
 */
export const COMPONENT_DEPTH_MAX = 4
/** Entries of a select field's option list, of a relation, gallery, repeatable or blocks field. */
export const SELECT_OPTIONS_MAX = 200
export const RELATION_MAX_ENTRIES = 200
export const MEDIA_MAX_ENTRIES = 100
export const REPEATABLE_MAX_ENTRIES = 200
export const BLOCKS_MAX_ENTRIES = 300
/** Largest JSON field value and JSON Schema accepted, in characters of serialised JSON. */
export const JSON_VALUE_MAX = 100_000
export const JSON_SCHEMA_MAX = 20_000

/**
 * Keys a component entry carries besides its fields (API and storage alike): `_key` a stable
 * id of the entry within its list (React keys, preview click-to-edit, diffs), `_type` the
 * block's component (its slug in the API, its id when stored). Field names may not start
 * with `_`, so these can never collide with a field.
 */
export const ENTRY_KEY = '_key'
export const BLOCK_TYPE_KEY = '_type'

/** What deleting an item a relation points to does: refuse, or drop it from the relation. */
export const relationDeleteActions = ['restrict', 'unlink'] as const
export type RelationDeleteAction = (typeof relationDeleteActions)[number]

export const selectOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
})
export type SelectOption = z.infer<typeof selectOptionSchema>

/** Messages of the content-type form and API (spec sections 5 and 8), in the order they are checked. */
export const contentTypeMessages = {
  nameRequired: commonMessages.nameRequired,
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
  relationTypeNotFound: 'A content type this relation points to does not exist',
  componentNotFound: 'The component this field uses does not exist',
  blocksComponentsRequired: 'Choose at least one component the blocks may use',
  selectOptionsRequired: 'Add at least one option',
  selectOptionValuesUnique: 'Option values must be unique',
  minAboveMax: 'Minimum cannot be more than maximum',
  jsonSchemaInvalid: 'Not a valid JSON Schema',
  validatorInvalid: 'Name a plugin validator as plugin/validator',
  validatorsMax: 'At most 10 validators',
  fieldNameUnderscore: 'Field names cannot start with _',
  titleFieldNotText: 'The title field must be a text field of this type',
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
/** An item's slug: lowercase words of any script (see `itemSlugify`) joined by hyphens. */
export const ITEM_SLUG_PATTERN =
  /^(?!.*\p{Lu})[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:-+[\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*$/u

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
  /** Select fields: the fixed list to choose from, in display order. */
  options: z.array(selectOptionSchema).optional(),
  /** Select fields: several values; media fields: a gallery. */
  multiple: z.boolean().optional(),
  /** Relation fields: the content types its items may be of (ids); empty allows any type. */
  relationTypeIds: z.array(z.string()).optional(),
  /** What deleting a related item does; relation fields only, absent means 'restrict'. */
  onDelete: z.enum(relationDeleteActions).optional(),
  /** Relation, media (multiple), repeatable component and blocks fields: how many entries. */
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().positive().optional(),
  /** JSON fields: a JSON Schema (draft 2020-12 or 07) values must satisfy. */
  jsonSchema: z.record(z.string(), z.unknown()).optional(),
  /** Component fields: the component (id) whose fields the value holds. */
  componentId: z.string().optional(),
  /** Component fields: an ordered list of entries instead of one. */
  repeatable: z.boolean().optional(),
  /** Blocks fields: the components (ids) an entry may be, in the order the palette shows. */
  componentIds: z.array(z.string()).optional(),
  /** Checks plugins add (`<plugin>/<validator>`), run on every save after Folio's own. */
  validators: z.array(z.string()).optional(),
})
export type ContentTypeField = z.infer<typeof contentTypeFieldSchema>

/** How a field names a plugin's validator: `<plugin name>/<validator key>`. */
export const FIELD_VALIDATOR_PATTERN = /^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*\/[A-Za-z0-9_-]+$/

export const contentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  fields: z.array(contentTypeFieldSchema),
  /** The name of the text field that is the item's title, or null when the title stands alone. */
  titleField: z.string().nullable(),
  /** The type's own preview URL pattern; '' uses the installation's (Settings → General). */
  previewUrl: z.string(),
  /** How many content items the type has. */
  itemCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ContentType = z.infer<typeof contentTypeSchema>

/** A text input that must not be blank, with one message whether it is missing or empty. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` })
}

/** An optional slug (derived from the name when missing); empty or malformed is an error. */
export function slugInput(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `At most ${max} characters` })
    .regex(SLUG_PATTERN, { error: contentTypeMessages.slugFormat })
    .optional()
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
  options: z
    .array(
      z.object({
        value: z.string().trim().min(1, { error: 'Option values cannot be empty' }).max(200),
        label: z.string().trim().max(200).default(''),
      }),
    )
    .max(SELECT_OPTIONS_MAX, { error: `At most ${SELECT_OPTIONS_MAX} options` })
    .optional(),
  multiple: z.boolean().optional(),
  /** Ids or slugs; the server stores ids. */
  relationTypeIds: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  onDelete: z
    .enum(relationDeleteActions, {
      error: `onDelete must be one of: ${relationDeleteActions.join(', ')}`,
    })
    .optional(),
  min: z.number().int().nonnegative().max(10_000).optional(),
  max: z.number().int().positive().max(10_000).optional(),
  jsonSchema: z
    .record(z.string(), z.unknown())
    .refine((schema) => JSON.stringify(schema).length <= JSON_SCHEMA_MAX, {
      error: `A JSON Schema has at most ${JSON_SCHEMA_MAX} characters`,
    })
    .optional(),
  /** Id or slug; the server stores the id. */
  componentId: z.string().trim().min(1).max(200).optional(),
  repeatable: z.boolean().optional(),
  /** Ids or slugs; the server stores ids. */
  componentIds: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  /** Ignored for field types that cannot be filterable (see filterableFieldTypes). */
  filterable: z.boolean().optional(),
  /** False keeps one value for every language; absent means true. */
  translatable: z.boolean().optional(),
  /** Plugin validators (`plugin/validator`); one not running when an item is saved is skipped. */
  validators: z
    .array(
      z
        .string()
        .trim()
        .regex(FIELD_VALIDATOR_PATTERN, { error: contentTypeMessages.validatorInvalid }),
    )
    .max(10, { error: contentTypeMessages.validatorsMax })
    .optional(),
})
export type ContentTypeFieldInput = z.input<typeof contentTypeFieldInputSchema>
export type ParsedFieldInput = z.output<typeof contentTypeFieldInputSchema>

/**
 * `POST /api/v1/content-types` and `PUT /api/v1/content-types/{idOrSlug}`. Keys are checked in
 * the spec's order (name, slug, fields, field names), so the first message is the spec's first.
 * A missing slug is derived from the name; an empty one is an error, as in the form.
 */
export const contentTypeInputSchema = z
  .object({
    name: requiredText(contentTypeMessages.nameRequired, CONTENT_TYPE_NAME_MAX),
    slug: slugInput(contentTypeMessages.slugRequired, CONTENT_TYPE_SLUG_MAX),
    description: z.string().trim().max(1000).default(''),
    fields: z
      .array(contentTypeFieldInputSchema, { error: contentTypeMessages.fieldsRequired })
      .min(1, { error: contentTypeMessages.fieldsRequired })
      .max(FIELDS_MAX, { error: `A content type has at most ${FIELDS_MAX} fields` }),
    /** The name of a text field of this type that is the item's title; null for none. */
    titleField: z.string().trim().max(FIELD_NAME_MAX).nullable().optional(),
    /** '' uses the installation's pattern; `{type}`, `{slug}` and `{locale}` are filled in. */
    previewUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), {
        error: 'Preview URL must start with http:// or https://',
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    checkFieldList(value.fields, ctx)
    if (value.titleField) {
      const field = value.fields.find((f) => f.name === value.titleField)
      if (!field || field.type !== 'text') {
        ctx.addIssue({
          code: 'custom',
          path: ['titleField'],
          message: contentTypeMessages.titleFieldNotText,
        })
      }
    }
  })
export type ContentTypeInput = z.input<typeof contentTypeInputSchema>
export type ParsedContentTypeInput = z.output<typeof contentTypeInputSchema>

type FieldListIssue = {
  addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void
}

/**
 * The rules a list of fields follows wherever it is declared (a content type, a component):
 * unique names and ids, and the options each type needs being consistent.
 */
export function checkFieldList(fields: readonly ParsedFieldInput[], ctx: FieldListIssue) {
  {
    const names = new Set<string>()
    const ids = new Set<string>()
    fields.forEach((field, index) => {
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
      const at = (key: string) => ['fields', index, key]
      if (field.type === 'select') {
        if (!field.options?.length) {
          ctx.addIssue({
            code: 'custom',
            path: at('options'),
            message: contentTypeMessages.selectOptionsRequired,
          })
        } else if (new Set(field.options.map((o) => o.value)).size !== field.options.length) {
          ctx.addIssue({
            code: 'custom',
            path: at('options'),
            message: contentTypeMessages.selectOptionValuesUnique,
          })
        }
      }
      if (field.type === 'blocks' && !field.componentIds?.length) {
        ctx.addIssue({
          code: 'custom',
          path: at('componentIds'),
          message: contentTypeMessages.blocksComponentsRequired,
        })
      }
      if (field.type === 'component' && !field.componentId) {
        ctx.addIssue({
          code: 'custom',
          path: at('componentId'),
          message: contentTypeMessages.componentNotFound,
        })
      }
      if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
        ctx.addIssue({ code: 'custom', path: at('min'), message: contentTypeMessages.minAboveMax })
      }
    })
  }
}

/** `GET /api/v1/content-types` query: `q` matches name or slug. */
export const listContentTypesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
})
export type ListContentTypesQuery = z.infer<typeof listContentTypesQuerySchema>
