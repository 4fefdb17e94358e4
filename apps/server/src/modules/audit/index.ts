export { auditRoutes } from './audit.routes.js'
export { recordSettingChange, type SettingChange } from './record-setting-change.js'
