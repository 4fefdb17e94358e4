export { cachedApiSettings } from './api-settings.js'
export { readNotificationSettings, withNotificationDefaults } from './notification-settings.js'
export {
  clearSettingValue,
  readSettingValue,
  saveSettingValue,
} from './operations/settings-store.js'
export type { SettingWrite } from './settings.repository.js'
