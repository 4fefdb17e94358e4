// What a signed-in user may do: roles plus the admin's permission settings, asked by operations.
export {
  contentRightsFor,
  myPermissions,
  requireCapability,
  requireContentCapability,
  requireSomeContentWrite,
  requireWriter,
  viewableTypeFilter,
  type AreaCapability,
  type ContentCapability,
} from './capabilities.js'
export { PERMISSION_SETTINGS_KEY, readPermissionSettings } from './permission-settings.js'
