export {
  contentTypeSlugTaken,
  deleteContentType,
  findContentType,
  findContentTypesByIds,
  insertContentType,
  listContentTypes,
  updateContentType,
} from './content-types.repository.js'
export type { ContentTypeChanges, NewContentType } from './content-types.repository.js'
