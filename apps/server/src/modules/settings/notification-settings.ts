import {
  defaultNotificationSettings,
  notificationKinds,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readSetting } from './settings.repository.js'

/** The settings key of the Settings → Notifications tab. */
export const NOTIFICATION_SETTINGS_KEY = 'notifications'

/** Each kind's switches over the defaults, so a kind added later starts switched on. */
export function withNotificationDefaults(stored: unknown): NotificationSettings {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >
  const merged = Object.fromEntries(
    notificationKinds.map((kind) => [
      kind,
      { ...defaultNotificationSettings[kind], ...(saved[kind] as object | undefined) },
    ]),
  )
  const parsed = notificationSettingsSchema.safeParse(merged)
  return parsed.success ? parsed.data : defaultNotificationSettings
}

/** The saved notification switches, or all on for what was never saved. */
export async function readNotificationSettings(
  db: Kysely<Database>,
): Promise<NotificationSettings> {
  return withNotificationDefaults(await readSetting(db, NOTIFICATION_SETTINGS_KEY))
}
