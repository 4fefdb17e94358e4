import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import { upsertMcpClient } from '../connections.repository.js'

/** Client names and versions come from the client itself: kept short enough to list. */
const MAX_CLIENT_TEXT = 200

/**
 * Notes that an MCP client (by the name and version of its `initialize` request) used a key
 * at `at` (ISO 8601). Seen again, it keeps its first sighting and moves its last. Nothing is
 * recorded for a key revoked meanwhile. Takes `db` alone: the MCP server has no actor.
 */
export async function recordMcpClientSeen(
  db: Kysely<Database>,
  input: { apiKeyId: string; name: string; version: string; at: string },
): Promise<void> {
  await upsertMcpClient(db, {
    apiKeyId: input.apiKeyId,
    name: clientText(input.name) || 'unknown',
    version: clientText(input.version),
    at: input.at,
  })
}

function clientText(value: string): string {
  return value.trim().slice(0, MAX_CLIENT_TEXT).trim()
}
