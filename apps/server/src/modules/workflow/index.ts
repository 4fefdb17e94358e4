export { applyContentSave, type ContentSave } from './operations/apply-content-save.js'
export { workflowRoutes } from './workflow.routes.js'
