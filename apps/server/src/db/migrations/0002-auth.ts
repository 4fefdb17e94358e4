import { sql, type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The auth service's tables, modelled on GoTrue's (`auth.users`, `auth.sessions`, …) so its
 * handlers translate directly. Booleans are integers (0/1): SQLite has no boolean type.
 */
export function auth(dialect: Dialect): Migration {
  const json = sql.raw(dialect.jsonColumnType)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Stored lower-cased, so the unique index is case-insensitive.
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('encrypted_password', 'text')
        .addColumn('email_confirmed_at', 'text')
        .addColumn('confirmation_sent_at', 'text')
        .addColumn('recovery_sent_at', 'text')
        .addColumn('email_change', 'text')
        .addColumn('email_change_sent_at', 'text')
        .addColumn('reauthentication_sent_at', 'text')
        .addColumn('invited_at', 'text')
        .addColumn('last_sign_in_at', 'text')
        .addColumn('banned_until', 'text')
        .addColumn('raw_app_meta_data', json, (c) => c.notNull())
        .addColumn('raw_user_meta_data', json, (c) => c.notNull())
        .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute()

      await db.schema
        .createTable('identities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('identity_data', json, (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('last_sign_in_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('identities_provider_unique', ['provider_id', 'provider'])
        .execute()
      await db.schema
        .createIndex('identities_user_idx')
        .on('identities')
        .column('user_id')
        .execute()

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('aal', 'text', (c) => c.notNull())
        .addColumn('factor_id', 'text')
        // Authentication methods of the session, newest first: `[{method, timestamp}]`.
        .addColumn('amr', json, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('refreshed_at', 'text')
        .addColumn('not_after', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .execute()
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('session_id', 'text', (c) =>
          c.notNull().references('sessions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        // The token this one replaced: the chain that reuse detection walks.
        .addColumn('parent', 'text')
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('refresh_tokens_session_idx')
        .on('refresh_tokens')
        .columns(['session_id', 'revoked'])
        .execute()

      await db.schema
        .createTable('flow_states')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('auth_code', 'text', (c) => c.notNull().unique())
        .addColumn('code_challenge', 'text', (c) => c.notNull())
        .addColumn('code_challenge_method', 'text', (c) => c.notNull())
        .addColumn('authentication_method', 'text', (c) => c.notNull())
        .addColumn('auth_code_issued_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      // Email links and codes. Only SHA-256 hashes are stored: a leaked table signs nobody in.
      await db.schema
        .createTable('one_time_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_type', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        // The address the token was sent to (the new one for an email change).
        .addColumn('relates_to', 'text', (c) => c.notNull())
        .addColumn('flow_state_id', 'text', (c) =>
          c.references('flow_states.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('one_time_tokens_user_type_unique', ['user_id', 'token_type'])
        .execute()

      await db.schema
        .createTable('signing_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('algorithm', 'text', (c) => c.notNull())
        // AES-256-GCM with a key derived from the server secret.
        .addColumn('private_jwk_encrypted', 'text', (c) => c.notNull())
        .addColumn('public_jwk', json, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('retired_at', 'text')
        .execute()

      await db.schema
        .createTable('mfa_factors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('friendly_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('factor_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('secret_encrypted', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_challenged_at', 'text')
        .execute()
      await db.schema
        .createIndex('mfa_factors_user_idx')
        .on('mfa_factors')
        .column('user_id')
        .execute()

      await db.schema
        .createTable('mfa_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('factor_id', 'text', (c) =>
          c.notNull().references('mfa_factors.id').onDelete('cascade'),
        )
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('verified_at', 'text')
        .execute()

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('mail_outbox_created_idx')
        .on('mail_outbox')
        .column('created_at')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'mail_outbox',
        'mfa_challenges',
        'mfa_factors',
        'signing_keys',
        'one_time_tokens',
        'flow_states',
        'refresh_tokens',
        'sessions',
        'identities',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
