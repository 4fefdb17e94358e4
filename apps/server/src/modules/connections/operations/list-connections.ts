import { CONNECTION_USAGE_DAYS, type Connection, type McpClient } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { accessOf } from '../../access/index.js'
import { listApiKeys } from '../../api-keys/index.js'
import { listDailyRequestsSince, listMcpClients } from '../connections.repository.js'

const DAY_MS = 86_400_000

/**
 * Every API key, newest first, with its requests of the last `CONNECTION_USAGE_DAYS` UTC days
 * (today included, up to the last flush of the usage counter) and the MCP clients seen on it.
 * Admins.
 */
export async function listConnections(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<Connection[]> {
  accessOf(ctx).requireRole('admin')
  const days = lastDays(now, CONNECTION_USAGE_DAYS)
  const [keys, usage, clients] = await Promise.all([
    listApiKeys(ctx),
    listDailyRequestsSince(ctx.db, days[0]!),
    listMcpClients(ctx.db),
  ])

  const counts = new Map(usage.map((row) => [`${row.apiKeyId} ${row.day}`, row.count]))
  const clientsByKey = new Map<string, McpClient[]>()
  for (const row of clients) {
    const list = clientsByKey.get(row.api_key_id) ?? []
    list.push({
      name: row.client_name,
      version: row.client_version,
      firstSeenAt: row.first_seen_at,
      lastSeenAt: row.last_seen_at,
    })
    clientsByKey.set(row.api_key_id, list)
  }

  return keys.map((key) => {
    const requestsByDay = days.map((date) => ({
      date,
      count: counts.get(`${key.id} ${date}`) ?? 0,
    }))
    return {
      ...key,
      requestsLast7Days: requestsByDay.reduce((sum, day) => sum + day.count, 0),
      requestsByDay,
      mcpClients: clientsByKey.get(key.id) ?? [],
    }
  })
}

/** The `count` UTC days ending with `now`'s, oldest first, as `YYYY-MM-DD`. */
export function lastDays(now: Date, count: number): string[] {
  const today = Math.floor(now.getTime() / DAY_MS)
  return Array.from({ length: count }, (_, i) =>
    new Date((today - count + 1 + i) * DAY_MS).toISOString().slice(0, 10),
  )
}
