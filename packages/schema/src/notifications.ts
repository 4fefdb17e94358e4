import { z } from 'zod'

/** The look of a notification (spec section 3). */
export const notificationTypes = ['success', 'error', 'info', 'warning'] as const
export type NotificationType = (typeof notificationTypes)[number]

/** What a notification is about; each kind can be switched off in Settings → Notifications. */
export const notificationKinds = [
  'assignment',
  'approved',
  'changes_requested',
  'comment',
  'contact_message',
] as const
export type NotificationKind = (typeof notificationKinds)[number]

export const notificationKindLabels: Record<NotificationKind, string> = {
  assignment: 'Review assigned to you',
  approved: 'Your item was approved',
  changes_requested: 'Changes requested on your item',
  comment: 'New comment on an item you take part in',
  contact_message: 'A visitor sent a message from the contact page (admins)',
}

/** The type each kind is shown with. */
export const notificationTypeOfKind: Record<NotificationKind, NotificationType> = {
  assignment: 'info',
  approved: 'success',
  changes_requested: 'warning',
  comment: 'info',
  contact_message: 'info',
}

/** The list answers at most this many, newest first. */
export const NOTIFICATIONS_LIST_MAX = 50

export const notificationMessages = {
  notFound: 'Notification not found',
  assignment: (actor: string, title: string) => `${actor} asked you to review “${title}”`,
  approved: (actor: string, title: string) => `${actor} approved “${title}”`,
  changesRequested: (actor: string, title: string) => `${actor} requested changes to “${title}”`,
  comment: (actor: string, title: string) => `${actor} commented on “${title}”`,
} as const

/** One of the signed-in user's notifications (`GET /api/v1/notifications`). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  kind: z.enum(notificationKinds),
  message: z.string(),
  details: z.string().nullable(),
  /** Path in the web app to open, e.g. `/workflow?item={itemId}`. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AppNotification = z.infer<typeof notificationSchema>

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({ unread: z.number() }),
})
export type NotificationList = z.infer<typeof notificationListSchema>

const channels = z.object({ inApp: z.boolean(), email: z.boolean() })
export type NotificationChannels = z.infer<typeof channels>

/** Settings → Notifications (admins, installation-wide): per kind, in the app and by email. */
export const notificationSettingsSchema = z.object({
  assignment: channels,
  approved: channels,
  changes_requested: channels,
  comment: channels,
  contact_message: channels,
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** Everything is on until an admin turns it off. */
export const defaultNotificationSettings: NotificationSettings = {
  assignment: { inApp: true, email: true },
  approved: { inApp: true, email: true },
  changes_requested: { inApp: true, email: true },
  comment: { inApp: true, email: true },
  contact_message: { inApp: true, email: true },
}

/** `PUT /api/v1/settings/notifications`: kinds left out keep their saved switches. */
export const notificationSettingsInputSchema = z.object({
  assignment: channels.partial().optional(),
  approved: channels.partial().optional(),
  changes_requested: channels.partial().optional(),
  comment: channels.partial().optional(),
  contact_message: channels.partial().optional(),
})
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>

/**
 * `GET /api/v1/profile/notification-settings`: the signed-in person's own switches, and the
 * installation's defaults they follow until they choose.
 */
export const myNotificationSettingsSchema = z.object({
  settings: notificationSettingsSchema,
  defaults: notificationSettingsSchema,
  /** Whether the person chose their own switches (false: they follow the defaults). */
  custom: z.boolean(),
})
export type MyNotificationSettings = z.infer<typeof myNotificationSettingsSchema>
