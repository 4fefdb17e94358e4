import type { NotificationSettings } from '@folio/schema'

import { withNotificationDefaults } from '../settings/index.js'

/**
 * A person's own switches are kept in their account metadata under this key, so they travel
 * with the account (exports, the auth API's user object) and go when it goes.
 */
export const USER_NOTIFICATIONS_KEY = 'notification_settings'

/** The metadata object of a users row; anything unreadable counts as empty. */
export function parseMetadata(text: string | null): Record<string, unknown> {
  try {
    const value = JSON.parse(text ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The person's own switches, or null when they follow the installation's defaults. */
export function ownSwitches(metadataText: string | null): NotificationSettings | null {
  const own = parseMetadata(metadataText)[USER_NOTIFICATIONS_KEY]
  return own && typeof own === 'object' ? withNotificationDefaults(own) : null
}

/** What reaches a person: their own switches where they chose, else the defaults. */
export function effectiveSwitches(
  metadataText: string | null,
  defaults: NotificationSettings,
): NotificationSettings {
  return ownSwitches(metadataText) ?? defaults
}
