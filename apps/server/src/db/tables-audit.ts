/** Tables of the settings audit log and per-user preferences (migration 0011). */
export interface AuditTables {
  audit_log: AuditLogTable
}

/** One change to a setting: who made it, which area, and the values before and after. */
export interface AuditLogTable {
  id: string
  created_at: string
  /** Null for changes made by the command line or the server itself. */
  actor_id: string | null
  /** Kept as written, so the entry still names its author after the account is deleted. */
  actor_email: string | null
  /** The settings area: general, appearance, api, languages, seo, permissions, … */
  area: string
  /** created | updated | deleted | imported | … */
  action: string
  /** What in the area changed (a language code, a key name), or null for the whole area. */
  target: string | null
  /** One line for the list, e.g. "Default language set to French (fr)". */
  summary: string
  /** JSON, or null when the record did not exist before (or no longer exists after). */
  before: string | null
  after: string | null
}
