export { insertContentItem, listContentItemsByType } from './content.repository.js'
export type { NewContentItem } from './content.repository.js'
