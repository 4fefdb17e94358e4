export { insertContentItem, listContentItemsByType } from './content.repository.js'
export type { ContentItemRow, NewContentItem } from './content.repository.js'
export { createContentItem } from './operations/create-content-item.js'
export { deleteContentItem } from './operations/delete-content-item.js'
export { deleteContentType } from './operations/delete-content-type.js'
export { getContentItem } from './operations/get-content-item.js'
export { readItemDraft } from './operations/read-item-draft.js'
export { listContentAuthors } from './operations/list-content-authors.js'
export { listContentItems } from './operations/list-content-items.js'
export { listContentVersions } from './operations/list-content-versions.js'
export { listTypeItems } from './operations/list-type-items.js'
export { restoreContentVersion } from './operations/restore-content-version.js'
export { updateContentItem } from './operations/update-content-item.js'
export { insertContentVersion } from './versions.repository.js'
export { toApiData, toStoredData } from './item-data.js'
export { linksOf, type ItemLink } from './item-links.js'
export { releaseItemsForDelete } from './item-release.js'
export { replaceItemLinks } from './links.repository.js'
export { snapshotOf } from './item-snapshot.js'
// Item rules, views and storage that translations share with the items they translate.
export { findAuthors } from './authors.repository.js'
export {
  contentItemNotFound,
  contentVersionNotFound,
  staleContentVersion,
} from './content-errors.js'
export { findItemTypes } from './content.repository.js'
export { findItemsByIds } from './delivery/delivery.repository.js'
export { validateItemData } from './item-data-rules.js'
export { requireContentItem, requireContentType } from './item-lookup.js'
export { resolveItemSchedule } from './item-schedule.js'
export { titleFieldOf } from './item-title.js'
export { loadAuthors, toContentItem, type Authors } from './item-view.js'
export { deleteLocaleLinks } from './links.repository.js'
export { getContentItemById } from './operations/get-content-item-by-id.js'
export { sanitizeRichText } from './sanitize-rich-text.js'
export { hasDueScheduledRows, publishDueScheduledRows } from './scheduled.repository.js'
export { publishDueItems } from './operations/publish-due-items.js'
// Translations and languages: stored and delivered with the items; localization's use cases
// (languages, translating, translation history) build on these.
export {
  countItemsWrittenIn,
  countTranslationsIn,
  deleteLanguageRow,
  findDefaultLanguage,
  findLanguage,
  insertLanguage,
  listLanguageRows,
  lockLanguages,
  renameLanguage,
  setDefaultLanguage,
  type LanguageRow,
} from './translations/languages.repository.js'
export {
  byName,
  localizedRow,
  sourceOf,
  toTranslation,
  toTranslationSummary,
  toTranslationVersion,
  translatableFields,
  translationSnapshot,
} from './translations/translation-view.js'
export {
  deleteTranslationRow,
  findTranslation,
  findTranslationForUpdate,
  findTranslationVersion,
  insertTranslation,
  insertTranslationVersions,
  listTranslationVersionRows,
  listTranslationsOfItems,
  updateTranslationAtVersion,
  type TranslationRow,
} from './translations/translations.repository.js'
