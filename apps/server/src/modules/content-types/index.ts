export { contentTypeNotFound } from './content-type-errors.js'
export { syncFilterIndexes } from './filter-indexes.js'
export {
  dropContentType,
  readAllContentTypeDefinitions,
  readContentType,
  readContentTypeDefinition,
  readContentTypeDefinitions,
  readContentTypeIds,
  readContentTypes,
  readItemsLinkedFromOtherTypes,
  storeContentType,
} from './type-store.js'
export type {
  ContentTypeChanges,
  ContentTypeDefinition,
  NewContentType,
} from './content-types.repository.js'
// The use cases (list, get, create, update, duplicate, delete) come as one object.
export * as contentTypeOperations from './operations/index.js'
