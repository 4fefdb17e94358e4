export { authenticateApiKey } from './operations/authenticate-api-key.js'
