export { insertContentType, listContentTypes } from './content-types.repository.js'
export type { NewContentType } from './content-types.repository.js'
