import type { AppearanceSettings, GeneralSettings } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActorRole } from '../../../lib/permissions.js'
import { withTransaction } from '../../../lib/transaction.js'
import { recordSettingChange } from '../../audit/index.js'
import { writeSetting } from '../../settings/settings.repository.js'
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

/** Saves Settings → General; the shell, favicon and `GET /site` follow on the next read. Admins. */
export async function updateGeneralSettings(
  ctx: OperationContext,
  input: GeneralSettings,
): Promise<GeneralSettings> {
  const actor = requireActorRole(ctx, 'admin')
  return withTransaction(ctx, async (trx) => {
    const before = await readGeneralSettings(trx.db)
    await writeSetting(trx.db, {
      key: GENERAL_SETTINGS_KEY,
      value: input,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    const changed = changedKeys(before, input)
    if (changed.length > 0) {
      await recordSettingChange(trx.db, actor, {
        area: 'general',
        action: 'updated',
        summary: `General settings changed: ${changed.join(', ')}`,
        before,
        after: input,
      })
    }
    return input
  })
}

/** Saves Settings → Appearance: every page picks the colour and default theme up on load. Admins. */
export async function updateAppearanceSettings(
  ctx: OperationContext,
  input: AppearanceSettings,
): Promise<AppearanceSettings> {
  const actor = requireActorRole(ctx, 'admin')
  return withTransaction(ctx, async (trx) => {
    const before = await readAppearanceSettings(trx.db)
    await writeSetting(trx.db, {
      key: APPEARANCE_SETTINGS_KEY,
      value: input,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    const changed = changedKeys(before, input)
    if (changed.length > 0) {
      await recordSettingChange(trx.db, actor, {
        area: 'appearance',
        action: 'updated',
        summary: `Appearance changed: ${changed.map((key) => `${key} ${input[key]}`).join(', ')}`,
        before,
        after: input,
      })
    }
    return input
  })
}
