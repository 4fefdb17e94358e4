export { applyContentSave, type ContentSave } from './operations/apply-content-save.js'
