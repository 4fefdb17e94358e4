// What a signed-in user may do: roles plus the admin's permission settings, resolved once per
// request (`ctx.access`) and asked by operations.
export {
  accessOf,
  contentRightsFor,
  createAccess,
  type Access,
  type AreaCapability,
  type ContentCapability,
} from './access.js'
export {
  myPermissions,
  requireCapability,
  requireContentCapability,
  requireSomeContentWrite,
  requireWriter,
  viewableTypeFilter,
} from './capabilities.js'
export { roleRefusal } from './role-refusal.js'
export { PERMISSION_SETTINGS_KEY, readPermissionSettings } from './permission-settings.js'
