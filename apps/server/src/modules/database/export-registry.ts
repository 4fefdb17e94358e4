/**
 * Which tables a full export carries, in the order an import writes them (parents first), and
 * which it leaves out and why. A table of the database in neither list fails a test, so a new
 * table is never silently lost from backups.
 */

/** A column pointing at a row of another exported table (or of its own). */
export interface Reference {
  column: string
  table: string
  /** The referenced column; `id` unless said. */
  key?: string
  /**
   * Whether the referenced row must be in the file. References to people are loose: accounts
   * may have been deleted while their content stayed, naming them still.
   */
  strict: boolean
}

export interface ExportedTable {
  name: string
  /** Columns to export; all of them when absent (users: never passwords or other secrets). */
  columns?: readonly string[]
  /**
   * `replace`: the rows a new installation starts with (settings, the default language, the
   * built-in workflow states) are deleted first and the file's take their place.
   */
  mode: 'insert' | 'replace'
  references: readonly Reference[]
  /** What of a row goes into the file, when part of it must stay behind (a sealed secret). */
  redact?: (row: Record<string, unknown>) => Record<string, unknown>
}

const by = (...columns: string[]): Reference[] =>
  columns.map((column) => ({ column, table: 'users', strict: false }))
/**
 * Settings documents keep secrets (the AI provider's key) in fields named `…Sealed`. They open
 * only with the source installation's secret, and a backup file should not carry keys anyway:
 * after an import, an admin enters the key again.
 */
function withoutSealedSecrets(row: Record<string, unknown>): Record<string, unknown> {
  if (typeof row.value !== 'string' || !row.value.includes('Sealed"')) return row
  const value = JSON.parse(row.value) as unknown
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return row
  const kept = Object.entries(value).filter(([field]) => !field.endsWith('Sealed'))
  return { ...row, value: JSON.stringify(Object.fromEntries(kept)) }
}

const ref = (column: string, table: string, key = 'id'): Reference => ({
  column,
  table,
  key,
  strict: true,
})

/** Account data without secrets: no password hash, sessions, MFA factors or pending tokens. */
export const USER_COLUMNS = [
  'id',
  'email',
  'email_confirmed_at',
  'invited_at',
  'banned_until',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'is_anonymous',
  'created_at',
  'updated_at',
  'deleted_at',
] as const

export const exportedTables: readonly ExportedTable[] = [
  { name: 'users', columns: USER_COLUMNS, mode: 'insert', references: [] },
  { name: 'system_state', mode: 'replace', references: [] },
  {
    name: 'settings',
    mode: 'replace',
    references: by('updated_by'),
    redact: withoutSealedSecrets,
  },
  { name: 'languages', mode: 'replace', references: [] },
  // Component and blocks fields name components by id inside the fields JSON, not by column.
  { name: 'components', mode: 'insert', references: [] },
  { name: 'content_types', mode: 'insert', references: [] },
  {
    name: 'content_items',
    mode: 'insert',
    references: [
      ref('content_type_id', 'content_types'),
      ref('locale', 'languages', 'code'),
      ...by('created_by', 'updated_by'),
    ],
  },
  {
    name: 'content_item_versions',
    mode: 'insert',
    references: [ref('item_id', 'content_items'), ...by('created_by')],
  },
  // Rewritten with every save of the source item; a link to an item missing from the file
  // would be a relation pointing at nothing.
  {
    name: 'content_links',
    mode: 'insert',
    references: [ref('source_id', 'content_items'), ref('target_id', 'content_items')],
  },
  // Reads are the items' history, not the installation's: they move with the items.
  {
    name: 'content_item_daily_reads',
    mode: 'insert',
    references: [ref('item_id', 'content_items')],
  },
  {
    name: 'content_item_translations',
    mode: 'insert',
    references: [
      ref('item_id', 'content_items'),
      ref('locale', 'languages', 'code'),
      ...by('created_by', 'updated_by'),
    ],
  },
  {
    name: 'content_translation_versions',
    mode: 'insert',
    references: [ref('translation_id', 'content_item_translations'), ...by('created_by')],
  },
  {
    name: 'seo_meta',
    mode: 'insert',
    references: [ref('item_id', 'content_items'), ...by('updated_by')],
  },
  { name: 'sitemap_entries', mode: 'insert', references: [] },
  { name: 'media_folders', mode: 'insert', references: by('created_by') },
  {
    name: 'media',
    mode: 'insert',
    references: [ref('folder_id', 'media_folders'), ...by('created_by')],
  },
  { name: 'menus', mode: 'insert', references: by('created_by', 'updated_by') },
  {
    name: 'menu_items',
    mode: 'insert',
    references: [
      ref('menu_id', 'menus'),
      ref('parent_id', 'menu_items'),
      ref('content_item_id', 'content_items'),
    ],
  },
  { name: 'workflow_states', mode: 'replace', references: [] },
  {
    name: 'workflow_assignments',
    mode: 'insert',
    references: [
      ref('content_item_id', 'content_items'),
      ref('state_id', 'workflow_states'),
      ...by('assigned_to', 'submitted_by', 'created_by', 'updated_by'),
    ],
  },
  {
    name: 'workflow_comments',
    mode: 'insert',
    references: [
      ref('content_item_id', 'content_items'),
      ref('parent_id', 'workflow_comments'),
      ...by('author_id'),
    ],
  },
  {
    name: 'workflow_events',
    mode: 'insert',
    references: [
      ref('content_item_id', 'content_items'),
      ref('from_state_id', 'workflow_states'),
      ref('to_state_id', 'workflow_states'),
      ...by('actor_id'),
    ],
  },
  {
    name: 'workflow_automation_rules',
    mode: 'insert',
    references: [ref('content_type_id', 'content_types'), ...by('reviewer_id', 'created_by')],
  },
  { name: 'contact_messages', mode: 'insert', references: [] },
  { name: 'audit_log', mode: 'insert', references: by('actor_id') },
  { name: 'ai_conversations', mode: 'insert', references: by('user_id') },
  {
    name: 'ai_messages',
    mode: 'insert',
    references: [ref('conversation_id', 'ai_conversations')],
  },
  {
    name: 'ai_saved_content',
    mode: 'insert',
    references: [ref('message_id', 'ai_messages'), ...by('user_id')],
  },
  { name: 'ai_usage', mode: 'insert', references: by('user_id') },
]

/** Tables an export leaves out, each with the reason (shown nowhere; read by people). */
export const excludedTables: Readonly<Record<string, string>> = {
  identities: 'Sign-in identities are recreated for each imported account.',
  sessions: 'Signed-in devices belong to the source installation.',
  refresh_tokens: 'Secrets of signed-in devices.',
  flow_states: 'Sign-ins in progress.',
  one_time_tokens: 'Pending email links and codes (secrets).',
  signing_keys: 'Token signing keys are secrets of the installation.',
  mfa_factors: 'Authenticator secrets; people enrol again.',
  mfa_challenges: 'Sign-in challenges in progress.',
  mail_outbox: 'Development mail, not data.',
  api_keys: 'Key secrets cannot be moved; create new keys.',
  api_key_daily_requests: 'Usage of keys that are not exported.',
  api_key_mcp_clients: 'Clients seen on keys that are not exported.',
  billing_subscription: 'The plan belongs to the installation that paid for it.',
  billing_payments: 'Payments were made by the source installation, against its Stripe account.',
  billing_events: 'Stripe events handled by the source installation.',
  webhooks: 'Signing secrets are sealed with the source installation’s secret.',
  webhook_deliveries: 'Delivery log and queue of the source installation.',
  notifications: 'Per-person alerts about the source installation’s activity.',
  content_item_counts: 'Kept by triggers as the items are written.',
  cache_generations: 'Kept by triggers as the data is written; they only ever count up.',
  plugin_states: 'Grants belong to the plugins installed where they were given; grant again.',
  plugin_errors: 'Failures of the source installation’s plugins.',
  plugin_job_runs: 'When the source installation’s plugin jobs ran.',
  collab_documents: 'Unsaved co-editing drafts; each item starts again from its saved version.',
  kysely_migration: 'Migration bookkeeping: the export names its migrations instead.',
  kysely_migration_lock: 'Migration bookkeeping.',
}

/** The references of every table that point at users, for remapping matched accounts. */
export function userReferences(table: ExportedTable): Reference[] {
  return table.references.filter((r) => r.table === 'users')
}
