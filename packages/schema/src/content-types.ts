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

/** One field of a content type. `id` is stable across renames so stored values survive them. */
export const contentTypeFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(fieldTypes),
  required: z.boolean(),
  description: z.string().optional(),
})
export type ContentTypeField = z.infer<typeof contentTypeFieldSchema>

export const contentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  fields: z.array(contentTypeFieldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ContentType = z.infer<typeof contentTypeSchema>

/** Content item lifecycle states. */
export const contentStatuses = ['draft', 'scheduled', 'published', 'archived'] as const
export type ContentStatus = (typeof contentStatuses)[number]
