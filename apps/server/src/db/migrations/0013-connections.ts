import { type Kysely, type Migration } from 'kysely'

import type { Dialect } from '../dialects/dialect.js'

/**
 * The Connections screen: requests per API key and UTC day, and the MCP clients seen on each
 * key. Both go with their key when it is revoked.
 */
export function connections(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The primary key also serves the screen's read of recent days per key.
      await db.schema
        .createTable('api_key_daily_requests')
        .addColumn('api_key_id', 'text', (c) =>
          c.notNull().references('api_keys.id').onDelete('cascade'),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('api_key_daily_requests_pkey', ['api_key_id', 'day'])
        .execute()

      await db.schema
        .createTable('api_key_mcp_clients')
        .addColumn('api_key_id', 'text', (c) =>
          c.notNull().references('api_keys.id').onDelete('cascade'),
        )
        .addColumn('client_name', 'text', (c) => c.notNull())
        .addColumn('client_version', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('api_key_mcp_clients_pkey', [
          'api_key_id',
          'client_name',
          'client_version',
        ])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('api_key_mcp_clients').ifExists().execute()
      await db.schema.dropTable('api_key_daily_requests').ifExists().execute()
    },
  }
}
