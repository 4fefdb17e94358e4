import { z } from 'zod'

export const AUDIT_PAGE_SIZE_MAX = 100

/** One change to a setting, as Settings → Audit log lists it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null for changes made from the command line; `name` falls back to the email kept. */
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }).nullable(),
  area: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** `GET /api/v1/audit-log`: newest first; `before` is the `nextCursor` of the previous page. */
export const auditLogQuerySchema = z.object({
  area: z.string().trim().min(1).max(50).optional(),
  actorId: z.string().trim().min(1).max(100).optional(),
  q: z.string().trim().max(200).optional(),
  before: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(25),
})
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>

export const auditLogPageSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({ nextCursor: z.string().nullable(), areas: z.array(z.string()) }),
})
export type AuditLogPage = z.infer<typeof auditLogPageSchema>

/** The settings areas the log files changes under, in the Settings screen's order. */
export const auditAreas = [
  'general',
  'appearance',
  'domains',
  'seo',
  'languages',
  'workflow',
  'permissions',
  'notifications',
  'api',
  'api-keys',
  'webhooks',
  'plugins',
  'ai',
  'mcp',
  'subscription',
  'database',
] as const
export type AuditArea = (typeof auditAreas)[number]

/** How the log names each area: as the Settings screen names the place it is changed. */
export const auditAreaLabels: Record<AuditArea, string> = {
  general: 'General',
  appearance: 'Appearance',
  domains: 'Custom domains',
  seo: 'SEO',
  languages: 'Localization',
  workflow: 'Workflow',
  permissions: 'Permissions',
  notifications: 'Notifications',
  api: 'API',
  'api-keys': 'API keys',
  webhooks: 'Webhooks',
  plugins: 'Plugins',
  ai: 'AI',
  mcp: 'MCP',
  subscription: 'Subscription',
  database: 'Database',
}

/** An area's name for people; one the app does not know yet keeps its key. */
export function auditAreaLabel(area: string): string {
  return (auditAreaLabels as Record<string, string | undefined>)[area] ?? area
}

/** What the audit log's API answers when it refuses. */
export const auditMessages = {
  pageExpired: 'This page link has expired; reload the log',
} as const
