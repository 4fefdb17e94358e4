import { z } from 'zod'

import { commonMessages } from './common.js'

import {
  checkFieldList,
  COMPONENT_DEPTH_MAX,
  contentTypeFieldInputSchema,
  contentTypeFieldSchema,
  contentTypeMessages,
  FIELDS_MAX,
  requiredText,
  slugInput,
} from './content-types.js'

/**
 * Components: a group of fields defined once ("SEO block", "Address", "Call to action") and
 * used by component and blocks fields of many content types. Their fields follow the same
 * rules as a content type's, and item data inside a component is kept by field id too, so
 * renaming a component's field keeps every stored value.
 */

export const componentMessages = {
  nameRequired: commonMessages.nameRequired,
  slugRequired: 'Slug is required',
  fieldsRequired: 'At least one field is required',
  slugTaken: 'A component with this slug already exists',
  notFound: 'Component not found',
  inUse: 'This component is used by content types or other components. Remove it from them first.',
  cycle: 'A component cannot contain itself',
  tooDeep: `Components can nest at most ${COMPONENT_DEPTH_MAX} levels deep`,
  deleteConfirm: 'Are you sure you want to delete this component?',
  deleted: 'Component deleted successfully',
  created: 'Component created successfully',
  updated: 'Component updated successfully',
} as const

export const COMPONENT_NAME_MAX = 100
export const COMPONENT_SLUG_MAX = 100
export const COMPONENT_ICON_MAX = 40

export const componentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name blocks use for it in the API (`_type`) and generated types. */
  slug: z.string(),
  description: z.string(),
  /** A lucide icon name the palette shows; '' for the default. */
  icon: z.string(),
  fields: z.array(contentTypeFieldSchema),
  /** How many content types and components use it (directly). */
  usageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Component = z.infer<typeof componentSchema>

/** The components an item's data is read with, by id. */
export type ComponentRegistry = ReadonlyMap<
  string,
  Pick<Component, 'id' | 'name' | 'slug' | 'fields'>
>

/** `POST /api/v1/components` and `PUT /api/v1/components/{idOrSlug}`. */
export const componentInputSchema = z
  .object({
    name: requiredText(componentMessages.nameRequired, COMPONENT_NAME_MAX),
    slug: slugInput(componentMessages.slugRequired, COMPONENT_SLUG_MAX),
    description: z.string().trim().max(1000).default(''),
    icon: z.string().trim().max(COMPONENT_ICON_MAX).default(''),
    fields: z
      .array(
        contentTypeFieldInputSchema.extend({
          name: contentTypeFieldInputSchema.shape.name.refine((name) => !name.startsWith('_'), {
            error: contentTypeMessages.fieldNameUnderscore,
          }),
        }),
        { error: componentMessages.fieldsRequired },
      )
      .min(1, { error: componentMessages.fieldsRequired })
      .max(FIELDS_MAX, { error: `A component has at most ${FIELDS_MAX} fields` }),
  })
  .superRefine((value, ctx) => checkFieldList(value.fields, ctx))
export type ComponentInput = z.input<typeof componentInputSchema>
export type ParsedComponentInput = z.output<typeof componentInputSchema>

/** `GET /api/v1/components` query: `q` matches name or slug. */
export const listComponentsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
})
export type ListComponentsQuery = z.infer<typeof listComponentsQuerySchema>
