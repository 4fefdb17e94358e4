import {
  permissionMessages,
  withImpliedView,
  type PermissionSettings,
  type PermissionSettingsInput,
} from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import { AppError } from '../../../lib/app-error.js'
import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { recordSettingChange } from '../../audit/index.js'
import { readContentTypes } from '../../content-types/index.js'
import { accessOf, PERMISSION_SETTINGS_KEY, readPermissionSettings } from '../../access/index.js'
import { withoutDeletedTypes } from '../permission-types.js'
import { writeSetting } from '../settings.repository.js'

/**
 * Saves the Settings → Permissions tab; the next check on any instance follows it. Rights to
 * change something bring the right to see it. Admins' own rights are fixed. Admins.
 */
export async function updatePermissionSettings(
  ctx: OperationContext,
  input: PermissionSettingsInput,
): Promise<PermissionSettings> {
  const actor = accessOf(ctx).requireRole('admin')
  if (input.roles?.admin !== undefined) {
    throw new AppError('unprocessable', permissionMessages.adminFixed, [
      { path: 'roles.admin', message: permissionMessages.adminFixed },
    ])
  }
  return withTransaction(ctx, async (trx) => {
    const before = await withoutDeletedTypes(trx.db, await readPermissionSettings(trx.db))
    const editor = input.roles?.editor ?? before.roles.editor
    const viewer = input.roles?.viewer ?? before.roles.viewer
    await assertKnownTypes(trx, [
      ...Object.keys(editor.contentTypes ?? {}),
      ...Object.keys(viewer.contentTypes ?? {}),
    ])
    const settings: PermissionSettings = {
      requireReviewBeforePublish:
        input.requireReviewBeforePublish ?? before.requireReviewBeforePublish,
      roles: {
        editor: withImpliedView({ ...editor, contentTypes: editor.contentTypes ?? {} }),
        viewer: withImpliedView({ ...viewer, contentTypes: viewer.contentTypes ?? {} }),
      },
    }
    await writeSetting(trx.db, {
      key: PERMISSION_SETTINGS_KEY,
      value: settings,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    })
    if (JSON.stringify(before) !== JSON.stringify(settings)) {
      await recordSettingChange(trx.db, actor, {
        area: 'permissions',
        action: 'updated',
        summary:
          before.requireReviewBeforePublish !== settings.requireReviewBeforePublish
            ? `Review before publishing turned ${settings.requireReviewBeforePublish ? 'on' : 'off'}`
            : 'Role permissions changed',
        before,
        after: settings,
      })
    }
    trx.logger.info({ by: actor.userId }, 'permission settings updated')
    return settings
  })
}

async function assertKnownTypes(ctx: OperationContext, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const known = new Set((await readContentTypes(ctx, unique)).map((type) => type.id))
  const unknown = unique.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    throw new AppError(
      'validation_failed',
      permissionMessages.unknownType(unknown[0]!),
      unknown.map((id) => ({
        path: `roles.contentTypes.${id}`,
        message: permissionMessages.unknownType(id),
      })),
    )
  }
}
