export {
  createClient,
  type ClientOptions,
  type ComponentsClient,
  type ContentTypesClient,
  type FolioClient,
  type GraphqlOptions,
  type ItemsClient,
  type MediaClient,
  type MediaQuery,
  type WalkQuery,
} from './client.js'
export {
  FolioAuthError,
  FolioError,
  FolioNotFoundError,
  FolioRateLimitError,
  FolioValidationError,
  type FolioErrorDetail,
} from './errors.js'
export { generateTypes, type ContentModel, type GenerateTypesOptions } from './generate-types.js'
export {
  localeQueryString,
  toQueryString,
  toSearchParams,
  type FilterCondition,
  type FilterOperators,
  type FilterValue,
  type ItemFilter,
  type ItemGetQuery,
  type ItemQuery,
  type LocaleQuery,
  type QueryField,
  type SelectableField,
  type SortKey,
  type TopLevelField,
} from './query.js'
export type * from './types.js'
