import { z } from 'zod'

import { emailSchema } from './common.js'
import { pageQuerySchema } from './paging.js'

/** Folio's roles, most powerful first. Kept in the user's `app_metadata.role`. */
export const roles = ['admin', 'editor', 'viewer'] as const
export type Role = (typeof roles)[number]

/** Account status, kept in `app_metadata.status`. Suspended users cannot sign in. */
export const userStatuses = ['active', 'suspended'] as const
export type UserStatus = (typeof userStatuses)[number]

/** True only for admins (spec section 6). */
export function isAdmin(role: Role | null | undefined): boolean {
  return role === 'admin'
}

/** True for admins and editors: they may change content (spec section 6). */
export function isEditor(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'editor'
}

export const userMessages = {
  lastAdmin: 'The last admin cannot be demoted or suspended',
  adminNotDeletable: 'Admin users cannot be deleted',
  selfChange: 'You cannot change your own role or status',
  emailTaken: 'A user with this email address already exists',
  emailInvalid: 'Enter a valid email address',
  notFound: 'User not found',
  emailNotSent: (what: string) =>
    `The ${what} email could not be sent. Check the mail settings and try again.`,
  avatarNotMultipart: 'Send the avatar as multipart/form-data, the image in a field named "file"',
  avatarNotFound: 'Avatar not found',
  avatarTooLarge: (fileName: string) =>
    `"${fileName}" is larger than 2 MB. Choose a smaller image for your avatar.`,
  avatarEmpty: (fileName: string) => `"${fileName}" is empty`,
  avatarNotImage: (fileName: string) => `"${fileName}" is not a PNG, JPEG, WebP or GIF image`,
} as const

/** A user as the Users page and the API show it (`/api/v1/users`). */
export const userSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  avatarUrl: z.string().nullable(),
  emailConfirmed: z.boolean(),
  mfaEnabled: z.boolean(),
  invitedAt: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})
export type UserSummary = z.infer<typeof userSummarySchema>

/** `GET /api/v1/users` query: search matches name, email or role. */
export const listUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: pageQuerySchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>

/** `POST /api/v1/users/invite`: emails a link to set a password. */
export const inviteUserInputSchema = z.object({
  email: emailSchema(userMessages.emailInvalid).toLowerCase(),
  name: z.string().trim().max(100).optional(),
  role: z.enum(roles),
})
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>

/** `PATCH /api/v1/users/{id}`: change role and/or status. */
export const updateUserInputSchema = z
  .object({ role: z.enum(roles).optional(), status: z.enum(userStatuses).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, {
    message: 'Nothing to change: send a role or a status',
  })
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>

/** One signed-in device of the current user (`GET /api/v1/profile/sessions`). */
export const userSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  aal: z.enum(['aal1', 'aal2']),
  current: z.boolean(),
})
export type UserSession = z.infer<typeof userSessionSchema>

/** A demo account offered on the login page when demo mode is on. */
export const demoAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
})
export type DemoAccount = z.infer<typeof demoAccountSchema>

/**
 * What the login and sign-up pages need to know before anyone signs in
 * (`GET /api/v1/auth-options`, public).
 */
export const authOptionsSchema = z.object({
  signupEnabled: z.boolean(),
  /** No admin exists yet: the next account to sign up becomes admin, and the page says so. */
  firstUserBecomesAdmin: z.boolean(),
  /** New accounts must confirm their email before signing in. */
  emailConfirmation: z.boolean(),
  /** Development only: the built-in outbox at /dev/mailbox is available. */
  mailboxEnabled: z.boolean(),
  demo: z.object({ password: z.string(), accounts: z.array(demoAccountSchema) }).nullable(),
})
export type AuthOptions = z.infer<typeof authOptionsSchema>

/** One hit of the command palette (`GET /api/v1/search?q=`). */
export const searchResultSchema = z.object({
  kind: z.enum(['screen', 'content-type', 'content-item', 'media', 'user']),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Path in the web app to open. */
  url: z.string(),
})
export type SearchResult = z.infer<typeof searchResultSchema>

/** What an initials avatar is drawn on: white initials read at 4.5:1 or better on each. */
export const avatarColours = [
  '#2563EB',
  '#7C3AED',
  '#C2410C',
  '#15803D',
  '#BE123C',
  '#0E7490',
  '#A21CAF',
  '#4338CA',
] as const

/**
 * The colour of someone's initials avatar, from their name (FNV-1a): the same person looks the
 * same on every screen, and people whose initials are alike ("DA", "DE") still look different.
 */
export function avatarColourFor(name: string): string {
  let hash = 0x811c9dc5
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return avatarColours[hash % avatarColours.length] ?? avatarColours[0]
}
