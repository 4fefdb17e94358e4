export { authenticateApiKey } from './operations/authenticate-api-key.js'
export { listApiKeys } from './operations/list-api-keys.js'
