import type { Role, UserStatus } from '@folio/schema'

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
}

export const roleDescriptions: Record<Role, string> = {
  admin: 'Everything, plus content types, users, settings and API keys',
  editor: 'Create and edit content and media, run workflows, use the AI assistant',
  viewer: 'Read everything; change nothing',
}

export const statusLabels: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
}
