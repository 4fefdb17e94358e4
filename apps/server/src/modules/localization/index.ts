export { publishDueTranslations } from './operations/publish-due-translations.js'
