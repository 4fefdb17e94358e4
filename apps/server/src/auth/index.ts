// Auth's public surface: what other modules, plugins and scripts may use. The route plugins
// (`auth.plugin.ts`, `routes/auth-options.routes.ts`) are registered by app.ts directly.
export { API_VERSION } from './api-version.js'
export {
  createAuthServices,
  requestAuthContext,
  serviceAuthContext,
  type AuthContext,
  type AuthServices,
} from './auth-context.js'
export { AuthError, authErrorBody, validationFailed } from './auth-error.js'
export {
  accessOf,
  brokenAccessRule,
  brokenDeletionRule,
  type AccountRule,
} from './admin/account-rules.js'
export { accessFor, applyAccess } from './admin/operations/apply-access.js'
export { authenticateAccessToken } from './operations/authenticate-access-token.js'
export { createUser } from './operations/create-user.js'
export { ensureAdminAccount } from './operations/ensure-admin-account.js'
export { rotateSigningKey } from './operations/rotate-signing-key.js'
export { DEMO_PASSWORD, demoAccounts } from './demo/demo-accounts.js'
export { seedDemoAccounts } from './operations/seed-demo-accounts.js'
export { sendEmailLink } from './operations/send-email-link.js'
export {
  countUsers,
  deleteUserCompletely,
  findUserByEmail,
  findUserById,
  hasVerifiedFactor,
  insertIdentity,
  insertUser,
  listUserSessions,
  searchUsers,
  updateUser,
  usersWithVerifiedFactor,
} from './account-store.js'
export type { UserRow } from './repositories/users.repository.js'
export { bearerToken } from './routes/request-auth.js'
export { appMetadataOf, isUserBanned, userMetadataOf } from './serializers/user-json.js'
export { SIGNING_ALGORITHM, type SigningKeyStore } from './tokens/signing-keys.js'
