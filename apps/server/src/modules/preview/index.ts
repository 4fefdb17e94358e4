export { getPreviewItem } from './operations/get-preview-item.js'
export { registerPreviewAccess, sentPreviewToken } from './preview-access.js'
