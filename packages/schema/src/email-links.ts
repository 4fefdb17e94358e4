/**
 * The page of the web app each kind of email link opens when the request names no other: the
 * reset form for a password recovery, the choose-password form for an invitation. The web app
 * asks for the same pages, as paths, so its links open them on whichever address of the site
 * it was reached at.
 */
export const emailLinkPages = {
  signup: '/login',
  magiclink: '/',
  recovery: '/reset-password',
  invite: '/accept-invite',
  email_change: '/profile',
} as const
export type EmailLinkKind = keyof typeof emailLinkPages

export const emailLinkMessages = {
  /** `/auth/v1` answers `400 validation_failed` with this to a redirect_to it will not follow. */
  redirectNotAllowed: (host: string) =>
    `redirect_to is not allowed: ${host} is neither the site's address (SITE_URL) nor on AUTH_REDIRECT_ALLOW_LIST. Pass one of those, or a path such as /reset-password.`,
  redirectInvalid:
    'redirect_to must be an http(s) URL under SITE_URL or AUTH_REDIRECT_ALLOW_LIST, or a path such as /reset-password.',
  /** Shown on the page an email link lands on when the address it leads to was refused. */
  linkRedirectNotAllowed: (host: string) =>
    `This link leads to ${host}, which is not an address of this site, so it was not used and you are not signed in. Ask for a new link.`,
  linkRedirectInvalid:
    'This link leads to an address that is not valid, so it was not used and you are not signed in. Ask for a new link.',
} as const
