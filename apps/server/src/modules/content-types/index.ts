export { contentTypeNotFound } from './content-type-errors.js'
export { syncFilterIndexes } from './filter-indexes.js'
export {
  itemsOfTypeLinkedFromOthers,
  contentTypeSlugTaken,
  deleteContentType,
  findContentType,
  findContentTypeDefinition,
  findContentTypeDefinitionsByIds,
  findContentTypesByIds,
  insertContentType,
  listContentTypeDefinitions,
  listContentTypeIds,
  listContentTypes,
  updateContentType,
} from './content-types.repository.js'
export type {
  ContentTypeChanges,
  ContentTypeDefinition,
  NewContentType,
} from './content-types.repository.js'
// The use cases share names with the repository functions above, so they come as one object.
export * as contentTypeOperations from './operations/index.js'
