import type { AppearanceSettings, GeneralSettings } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { recordSettingChange } from '../../audit/index.js'
import { saveSettingValue } from '../../settings/index.js'
import {
  APPEARANCE_SETTINGS_KEY,
  GENERAL_SETTINGS_KEY,
  readAppearanceSettings,
  readGeneralSettings,
} from '../site-settings.js'

/** The names of the keys whose values differ, for the audit log's one-line summary. */
function changedKeys<T extends object>(before: T, after: T): (keyof T & string)[] {
  return (Object.keys(after) as (keyof T & string)[]).filter((key) => before[key] !== after[key])
}

interface SettingsArea<T> {
  key: string
  area: 'general' | 'appearance'
  read: (db: OperationContext['db']) => Promise<T>
  summary: (changed: (keyof T & string)[], input: T) => string
}

/** Saves one settings area and, when anything changed, its audit entry, in one transaction. */
async function saveSettingsArea<T extends object>(
  ctx: OperationContext,
  { key, area, read, summary }: SettingsArea<T>,
  input: T,
): Promise<T> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    const before = await read(trx.db)
    await saveSettingValue(trx.db, {
      key,
      value: input,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    const changed = changedKeys(before, input)
    if (changed.length > 0) {
      await recordSettingChange(trx.db, actor, {
        area,
        action: 'updated',
        summary: summary(changed, input),
        before,
        after: input,
      })
    }
    return input
  })
}

/** Saves Settings → General; the shell, favicon and `GET /site` follow on the next read. Admins. */
export function updateGeneralSettings(
  ctx: OperationContext,
  input: GeneralSettings,
): Promise<GeneralSettings> {
  return saveSettingsArea(
    ctx,
    {
      key: GENERAL_SETTINGS_KEY,
      area: 'general',
      read: readGeneralSettings,
      summary: (changed) => `General settings changed: ${changed.join(', ')}`,
    },
    input,
  )
}

/** Saves Settings → Appearance: every page picks the colour and default theme up on load. Admins. */
export function updateAppearanceSettings(
  ctx: OperationContext,
  input: AppearanceSettings,
): Promise<AppearanceSettings> {
  return saveSettingsArea(
    ctx,
    {
      key: APPEARANCE_SETTINGS_KEY,
      area: 'appearance',
      read: readAppearanceSettings,
      summary: (changed, saved) =>
        `Appearance changed: ${changed.map((name) => `${name} ${saved[name]}`).join(', ')}`,
    },
    input,
  )
}
