export { appNotificationMailer, type NotificationMailer } from './notification-mailer.js'
export type { PendingEmail } from './notification-email.js'
export { createNotifications, type NotificationDraft } from './operations/create-notifications.js'
