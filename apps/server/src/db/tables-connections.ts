/** Tables of the Connections screen (migration 0013): what each API key has been used for. */
export interface ConnectionTables {
  api_key_daily_requests: ApiKeyDailyRequestTable
  api_key_mcp_clients: ApiKeyMcpClientTable
}

/** Requests made with a key on one UTC day; written in batches, so a few seconds behind. */
export interface ApiKeyDailyRequestTable {
  api_key_id: string
  /** `YYYY-MM-DD`, UTC. */
  day: string
  count: number
}

/** An MCP client seen on a key, by the name and version it gave when it connected. */
export interface ApiKeyMcpClientTable {
  api_key_id: string
  client_name: string
  client_version: string
  first_seen_at: string
  last_seen_at: string
}
