import type { AuthContext } from '../auth-context.js'
import { signInNotificationEmail, welcomeEmail } from '../email-templates.js'
import { siteUrlOf } from '../redirects.js'
import type { UserRow } from '../repositories/users.repository.js'
import { userMetadataOf } from '../serializers/user-json.js'
import type { ClientInfo } from './issue-session.js'

/**
 * The welcome email, once an account is confirmed (spec: send-email `welcome`). Sent in the
 * background: the request does not wait for the mail server.
 */
export function sendWelcomeEmail(ctx: AuthContext, user: UserRow) {
  const name = userMetadataOf(user).full_name
  const email = welcomeEmail({
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
    siteUrl: siteUrlOf(ctx),
  })
  ctx.auth.mailer.sendInBackground({ to: user.email, ...email, kind: 'welcome' }, ctx.logger)
}

/**
 * Tells the user about a password sign-in (spec: send-email `loginNotification`), unless
 * they turned it off with `user_metadata.sign_in_notifications: false`. Folio does no IP
 * geolocation, so the location is "Unknown".
 */
export function sendSignInNotification(ctx: AuthContext, user: UserRow, client: ClientInfo) {
  if (userMetadataOf(user).sign_in_notifications === false) return
  const email = signInNotificationEmail({
    time: new Date(),
    location: 'Unknown',
    device: client.userAgent,
  })
  ctx.auth.mailer.sendInBackground(
    { to: user.email, ...email, kind: 'sign_in_notification' },
    ctx.logger,
  )
}
