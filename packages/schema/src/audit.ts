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

/** How the log names each settings area. */
export const auditAreaLabels: Record<string, string> = {
  general: 'General',
  appearance: 'Appearance',
  api: 'API',
  'api-keys': 'API keys',
  webhooks: 'Webhooks',
  languages: 'Localization',
  seo: 'SEO',
  notifications: 'Notifications',
  permissions: 'Permissions',
  workflow: 'Workflow',
  database: 'Database',
  mcp: 'MCP',
  subscription: 'Subscription',
  domains: 'Custom domains',
  plugins: 'Plugins',
}

/** What the audit log's API answers when it refuses. */
export const auditMessages = {
  pageExpired: 'This page link has expired; reload the log',
} as const
