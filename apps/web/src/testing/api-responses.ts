import type {
  AiStatus,
  Analytics,
  ApiKey,
  ApiSettings,
  AuthOptions,
  AuditLogPage,
  Component,
  Connection,
  ContentType,
  CustomDomainSettings,
  Dashboard,
  DatabaseStatus,
  Language,
  Menu,
  MediaFolder,
  MediaPage,
  MyPermissions,
  NotificationList,
  NotificationSettings,
  PermissionSettings,
  PluginList,
  PluginValidator,
  SeoSettings,
  Site,
  Subscription,
  Webhook,
  WorkflowAssignee,
  WorkflowAssignmentPage,
  WorkflowState,
} from '@folio/schema'

import type { ContentItemsPage } from '@/lib/api/get-content-items'

/**
 * What the server answers to a GET of a path, as `@folio/schema` types it. A stub of a path
 * listed here must reply with that shape, so a fixture cannot drift from the contract; other
 * paths take any JSON body.
 */
export interface ApiGetResponses {
  '/api/v1/ai/status': { data: AiStatus }
  '/api/v1/analytics': { data: Analytics }
  '/api/v1/api-keys': { data: ApiKey[] }
  '/api/v1/audit-log': AuditLogPage
  '/api/v1/auth-options': { data: AuthOptions }
  '/api/v1/billing/subscription': { data: Subscription }
  '/api/v1/components': { data: Component[] }
  '/api/v1/connections': { data: Connection[] }
  '/api/v1/content-items': ContentItemsPage
  '/api/v1/content-types': { data: ContentType[] }
  '/api/v1/dashboard': { data: Dashboard }
  '/api/v1/database': { data: DatabaseStatus }
  '/api/v1/languages': { data: Language[] }
  '/api/v1/me/permissions': { data: MyPermissions }
  '/api/v1/media': MediaPage
  '/api/v1/media/folders': { data: MediaFolder[] }
  '/api/v1/menus': { data: Menu[] }
  '/api/v1/notifications': NotificationList
  '/api/v1/plugins': PluginList
  '/api/v1/plugins/validators': { data: PluginValidator[] }
  '/api/v1/seo/settings': { data: SeoSettings }
  '/api/v1/settings/api': { data: ApiSettings }
  '/api/v1/settings/domains': { data: CustomDomainSettings }
  '/api/v1/settings/notifications': { data: NotificationSettings }
  '/api/v1/settings/permissions': { data: PermissionSettings }
  '/api/v1/site': { data: Site }
  '/api/v1/webhooks': { data: Webhook[] }
  '/api/v1/workflow/assignees': { data: WorkflowAssignee[] }
  '/api/v1/workflow/assignments': WorkflowAssignmentPage
  '/api/v1/workflow/states': { data: WorkflowState[] }
}

/** Any JSON body, for paths the map above does not list. */
export type JsonBody = object | string | number | boolean | null

/** The body a GET stub of `path` must reply with. */
export type GetResponse<Path extends string> = Path extends keyof ApiGetResponses
  ? ApiGetResponses[Path]
  : JsonBody
