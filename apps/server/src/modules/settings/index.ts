export { cachedApiSettings } from './api-settings.js'
export { readNotificationSettings, withNotificationDefaults } from './notification-settings.js'
export { readPermissionSettings } from './permission-settings.js'
