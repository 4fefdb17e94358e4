import type { Generated } from 'kysely'

/**
 * Table types. Timestamps are ISO 8601 UTC text; JSON columns hold serialized JSON text on
 * both dialects (PostgreSQL stores jsonb, but the driver is told to hand back text).
 */
export interface Database {
  system_state: SystemStateTable
  content_types: ContentTypeTable
  content_items: ContentItemTable
  contact_messages: ContactMessageTable
}

/** Installation-wide facts, such as whether the sample data has been created. */
export interface SystemStateTable {
  key: string
  value: string
  updated_at: string
}

export interface ContentTypeTable {
  id: string
  name: string
  slug: string
  description: string
  /** JSON array of ContentTypeField. */
  fields: string
  created_at: string
  updated_at: string
}

export interface ContentItemTable {
  id: string
  content_type_id: string
  title: string
  slug: string
  status: string
  /** JSON object of field values keyed by field name. */
  data: string
  created_at: string
  updated_at: string
  published_at: string | null
  scheduled_for: string | null
  created_by: string | null
  updated_by: string | null
  version: Generated<number>
}

export interface ContactMessageTable {
  id: string
  name: string
  email: string
  message: string
  created_at: string
}
