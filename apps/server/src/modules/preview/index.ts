export { getPreviewItem } from './operations/get-preview-item.js'
export { registerPreviewAccess, sentPreviewToken } from './preview-access.js'
export { previewRoutes } from './preview.routes.js'
