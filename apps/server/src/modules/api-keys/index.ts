export { authenticateApiKey } from './operations/authenticate-api-key.js'
export { listApiKeys } from './operations/list-api-keys.js'
export { requireKeyWriteEntitlement } from './key-write-entitlement.js'
