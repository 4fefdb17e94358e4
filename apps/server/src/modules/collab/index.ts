// Co-editing rich text with Yjs: app.ts registers `collab.routes.ts`; nothing else uses it.
export type { CollabServerOptions } from './collab-server.js'
