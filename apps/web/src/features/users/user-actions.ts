import type { Role, UserSummary } from '@folio/schema'

/** Something an admin chose from a user's action menu. */
export type UserAction =
  | { kind: 'view'; user: UserSummary }
  | { kind: 'role'; user: UserSummary; role: Role }
  | { kind: 'suspend' | 'activate' | 'reset' | 'delete'; user: UserSummary }

/** Admin accounts cannot be deleted (spec: admin users have no Delete). */
export const canDelete = (user: UserSummary) => user.role !== 'admin'
