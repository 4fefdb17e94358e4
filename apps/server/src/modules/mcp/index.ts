export { mcpRoutes } from './mcp.routes.js'
