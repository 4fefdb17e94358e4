export { createApiKeyUsageCounter, type ApiKeyUsageCounter } from './api-key-usage-counter.js'
export { listConnections } from './operations/list-connections.js'
export { recordMcpClientSeen } from './operations/record-mcp-client-seen.js'
