import type { Generated } from 'kysely'

import type { AiTables } from './tables-ai.js'
import type { AnalyticsTables } from './tables-analytics.js'
import type { AuditTables } from './tables-audit.js'
import type { AutomationTables } from './tables-automation.js'
import type { BillingTables } from './tables-billing.js'
import type { ConnectionTables } from './tables-connections.js'
import type { LocalizationTables } from './tables-localization.js'
import type { NavigationTables } from './tables-navigation.js'
import type { PluginTables } from './tables-plugins.js'
import type { CollabTables } from './tables-collab.js'
import type { SeoTables } from './tables-seo.js'
import type { WorkflowTables } from './tables-workflow.js'

/**
 * Table types. Timestamps are ISO 8601 UTC text; JSON columns hold serialized JSON text on
 * both dialects (PostgreSQL stores jsonb, but the driver is told to hand back text).
 */
export interface Database
  extends
    WorkflowTables,
    NavigationTables,
    LocalizationTables,
    SeoTables,
    AuditTables,
    AiTables,
    ConnectionTables,
    BillingTables,
    AnalyticsTables,
    AutomationTables,
    PluginTables,
    CollabTables {
  system_state: SystemStateTable
  content_types: ContentTypeTable
  components: ComponentTable
  content_links: ContentLinkTable
  content_items: ContentItemTable
  content_item_counts: ContentItemCountTable
  cache_generations: CacheGenerationTable
  media: MediaTable
  media_folders: MediaFolderTable
  content_item_versions: ContentItemVersionTable
  contact_messages: ContactMessageTable
  users: UserTable
  identities: IdentityTable
  sessions: SessionTable
  refresh_tokens: RefreshTokenTable
  flow_states: FlowStateTable
  one_time_tokens: OneTimeTokenTable
  signing_keys: SigningKeyTable
  mfa_factors: MfaFactorTable
  mfa_challenges: MfaChallengeTable
  mail_outbox: MailOutboxTable
  settings: SettingTable
  api_keys: ApiKeyTable
  webhooks: WebhookTable
  webhook_deliveries: WebhookDeliveryTable
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
  /** The text field whose value is the item's title; null when the title stands alone. */
  title_field_id: string | null
  /** Overrides the installation's preview URL pattern for this type; '' uses it. */
  preview_url: Generated<string>
  created_at: string
  updated_at: string
}

export interface ComponentTable {
  id: string
  name: string
  slug: string
  description: string
  icon: string
  /** JSON array of ContentTypeField. */
  fields: string
  created_at: string
  updated_at: string
}

/** One item a relation field points to; see migration 0018. */
export interface ContentLinkTable {
  source_id: string
  locale: string
  field_id: string
  target_id: string
  on_delete: 'restrict' | 'unlink'
}

export interface ContentItemTable {
  id: string
  content_type_id: string
  title: string
  slug: string
  status: string
  /** JSON object of field values keyed by field id (ids survive renames; names do not). */
  data: string
  created_at: string
  updated_at: string
  published_at: string | null
  scheduled_for: string | null
  created_by: string | null
  updated_by: string | null
  version: Generated<number>
  /** The language the row is written in (a languages.code): the default one when created. */
  locale: Generated<string>
}

/** A file of the media library; its bytes are in the storage driver under storage_key. */
export interface MediaTable {
  id: string
  folder_id: string | null
  name: string
  /** image | document | audio | video, from the file's bytes. */
  type: string
  mime_type: string
  /** Bytes; PostgreSQL's bigint comes back as a string. */
  size: number | string
  width: number | null
  height: number | null
  alt_text: Generated<string>
  storage_key: string
  created_at: string
  updated_at: string
  created_by: string | null
}

export interface MediaFolderTable {
  id: string
  name: string
  name_key: string
  created_at: string
  created_by: string | null
}

/** Items per type and status, kept by triggers on content_items (migration 0005). */
export interface ContentItemCountTable {
  content_type_id: string
  status: string
  item_count: number
}

/** A counter per scope of what delivery reads, moved by triggers (migration 0019). */
export interface CacheGenerationTable {
  scope: string
  generation: number
  /** SQLite: the order generations moved in (migration 0024); 0 on PostgreSQL. */
  changed: Generated<number>
}

/** One snapshot per saved version of an item; `data` is keyed by field id like the item's. */
export interface ContentItemVersionTable {
  id: string
  item_id: string
  version: number
  /** created | updated | restored | scheduled-publish */
  event: string
  restored_from: number | null
  title: string
  slug: string
  status: string
  data: string
  published_at: string | null
  scheduled_for: string | null
  created_at: string
  created_by: string | null
}

export interface ContactMessageTable {
  id: string
  name: string
  email: string
  message: string
  created_at: string
  /** When an admin first opened it in the inbox; null while unread. */
  read_at: string | null
}

/** An account of the auth service (GoTrue's `auth.users`). */
export interface UserTable {
  id: string
  /** Lower-cased. */
  email: string
  /** argon2id hash; null for accounts made by invite or magic link that never set one. */
  encrypted_password: string | null
  email_confirmed_at: string | null
  confirmation_sent_at: string | null
  recovery_sent_at: string | null
  /** The address an email change waits to confirm (GoTrue's `new_email`). */
  email_change: string | null
  email_change_sent_at: string | null
  reauthentication_sent_at: string | null
  invited_at: string | null
  last_sign_in_at: string | null
  banned_until: string | null
  /** JSON: `{provider, providers, role, status}`; only admins change it. */
  raw_app_meta_data: string
  /** JSON: `{full_name, avatar_url, sign_in_notifications, …}`; the user changes it. */
  raw_user_meta_data: string
  is_anonymous: Generated<number>
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface IdentityTable {
  id: string
  /** The user's id at the provider; the user id itself for `email`. */
  provider_id: string
  user_id: string
  provider: string
  /** JSON: `{sub, email, email_verified, phone_verified}`. */
  identity_data: string
  email: string | null
  last_sign_in_at: string | null
  created_at: string
  updated_at: string
}

/** One signed-in device. Deleting it signs the device out, whatever its JWT says. */
export interface SessionTable {
  id: string
  user_id: string
  aal: 'aal1' | 'aal2'
  factor_id: string | null
  /** JSON array `[{method, timestamp}]`, newest first. */
  amr: string
  created_at: string
  updated_at: string
  refreshed_at: string | null
  not_after: string | null
  user_agent: string | null
  ip: string | null
}

export interface RefreshTokenTable {
  id: string
  token: string
  session_id: string
  user_id: string
  parent: string | null
  /** 0 or 1. */
  revoked: number
  created_at: string
  updated_at: string
}

/** A PKCE flow waiting for its code to be exchanged. */
export interface FlowStateTable {
  id: string
  user_id: string | null
  auth_code: string
  code_challenge: string
  code_challenge_method: 's256' | 'plain'
  authentication_method: string
  auth_code_issued_at: string | null
  created_at: string
  updated_at: string
}

export type OneTimeTokenType =
  'confirmation' | 'magiclink' | 'recovery' | 'invite' | 'email_change' | 'reauthentication'

/** An emailed link and its 6-digit code; one per user and type, single use. */
export interface OneTimeTokenTable {
  id: string
  user_id: string
  token_type: OneTimeTokenType
  /** SHA-256 (hex) of the link token. */
  token_hash: string
  /** SHA-256 (hex) of the user id and the 6-digit code. */
  code_hash: string
  relates_to: string
  flow_state_id: string | null
  created_at: string
}

export interface SigningKeyTable {
  kid: string
  algorithm: 'ES256'
  private_jwk_encrypted: string
  /** JSON Web Key (public part only). */
  public_jwk: string
  status: 'active' | 'retired'
  created_at: string
  retired_at: string | null
}

export interface MfaFactorTable {
  id: string
  user_id: string
  friendly_name: Generated<string>
  factor_type: 'totp'
  status: 'unverified' | 'verified'
  /** Encrypted like signing keys (see lib/secret-box.ts). */
  secret_encrypted: string
  created_at: string
  updated_at: string
  last_challenged_at: string | null
  /** RFC 6238 time step of the last code accepted; codes of this step or earlier are refused. */
  last_totp_step: number | null
}

export interface MfaChallengeTable {
  id: string
  factor_id: string
  ip: string
  created_at: string
  verified_at: string | null
}

/** Development mail: what would have been sent, shown at /dev/mailbox. */
export interface MailOutboxTable {
  id: string
  to: string
  subject: string
  text: string
  html: string
  kind: string
  created_at: string
}

/** Installation settings edited in the Settings screen: one JSON document per key. */
export interface SettingTable {
  key: string
  value: string
  updated_at: string
  updated_by: string | null
}

/** Delivery API keys. Only a SHA-256 hash of the secret is kept; `prefix` is its clear start. */
export interface ApiKeyTable {
  id: string
  name: string
  /** An ApiKeyScope. */
  scope: string
  prefix: string
  secret_hash: string
  created_at: string
  created_by: string | null
  last_used_at: string | null
}

export interface WebhookTable {
  id: string
  name: string
  url: string
  /** JSON array of WebhookEvent. */
  events: string
  /** The signing secret, sealed with the server secret (it must be read back to sign). */
  secret_sealed: string
  enabled: Generated<number>
  created_at: string
  updated_at: string
}

/** The persisted delivery queue and log: one row per event per webhook. */
export interface WebhookDeliveryTable {
  id: string
  webhook_id: string
  event: string
  /** The exact JSON body sent, so every retry signs and sends the same bytes. */
  payload: string
  /** A WebhookDeliveryStatus. */
  status: string
  attempts: Generated<number>
  next_attempt_at: string | null
  /** A worker's claim; another instance skips the row until this passes. */
  locked_until: string | null
  response_status: number | null
  duration_ms: number | null
  error: string | null
  created_at: string
  last_attempt_at: string | null
}
