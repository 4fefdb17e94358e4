import type { Role } from '@folio/schema'

/** What the shell shows of the signed-in user. */
export interface ShellUser {
  name: string
  email: string
  role: Role
  avatarUrl: string | null
}
