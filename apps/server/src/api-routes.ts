import type { FastifyInstance } from 'fastify'

import { aiRoutes } from './modules/ai/ai.routes.js'
import { analyticsRoutes } from './modules/analytics/analytics.routes.js'
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js'
import { auditRoutes } from './modules/audit/audit.routes.js'
import { authOptionsRoutes } from './auth/routes/auth-options.routes.js'
import { billingRoutes, type BillingRoutesOptions } from './modules/billing/billing.routes.js'
import { collabRoutes } from './modules/collab/collab.routes.js'
import { componentsRoutes } from './modules/components/components.routes.js'
import { connectionsRoutes } from './modules/connections/connections.routes.js'
import { contactRoutes } from './modules/contact/contact.routes.js'
import { contentRoutes } from './modules/content/content.routes.js'
import { contentTypesRoutes } from './modules/content-types/content-types.routes.js'
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js'
import { databaseRoutes } from './modules/database/database.routes.js'
import { domainsRoutes } from './modules/domains/domains.routes.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { graphqlRoutes } from './modules/graphql/graphql.routes.js'
import { localizationRoutes } from './modules/localization/localization.routes.js'
import { mediaFolderRoutes } from './modules/media/media-folders.routes.js'
import { mediaRoutes } from './modules/media/media.routes.js'
import { navigationRoutes } from './modules/navigation/navigation.routes.js'
import { notificationsRoutes } from './modules/notifications/notifications.routes.js'
import { permissionsRoutes } from './modules/permissions/permissions.routes.js'
import { pluginsRoutes } from './modules/plugins/plugins.routes.js'
import { previewRoutes } from './modules/preview/preview.routes.js'
import { profileRoutes } from './modules/profile/profile.routes.js'
import { searchRoutes } from './modules/search/search.routes.js'
import { seoRoutes } from './modules/seo/seo.routes.js'
import { settingsRoutes } from './modules/settings/settings.routes.js'
import { siteRoutes } from './modules/site/site.routes.js'
import { usersRoutes } from './modules/users/users.routes.js'
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js'
import { workflowRoutes } from './modules/workflow/workflow.routes.js'
import type { PluginHost } from './modules/plugins/index.js'

/**
 * The REST API's route plugins under /api/v1, in the order the OpenAPI document lists them.
 * Part of the composition root (app.ts): it may import route plugins directly.
 */
export async function registerApiRoutes(
  api: FastifyInstance,
  options: { version: string; stripe: BillingRoutesOptions['stripe']; plugins: PluginHost },
): Promise<void> {
  await api.register(healthRoutes, { version: options.version })
  await api.register(contactRoutes)
  await api.register(authOptionsRoutes)
  await api.register(usersRoutes)
  await api.register(profileRoutes)
  await api.register(searchRoutes)
  await api.register(contentTypesRoutes)
  await api.register(componentsRoutes)
  await api.register(contentRoutes)
  await api.register(previewRoutes)
  await api.register(dashboardRoutes)
  await api.register(settingsRoutes)
  await api.register(apiKeysRoutes)
  await api.register(connectionsRoutes)
  await api.register(analyticsRoutes)
  await api.register(webhooksRoutes)
  await api.register(mediaFolderRoutes)
  await api.register(mediaRoutes)
  await api.register(workflowRoutes)
  await api.register(notificationsRoutes)
  await api.register(navigationRoutes)
  await api.register(graphqlRoutes)
  await api.register(siteRoutes)
  await api.register(domainsRoutes)
  await api.register(localizationRoutes)
  await api.register(seoRoutes)
  await api.register(permissionsRoutes)
  await api.register(databaseRoutes)
  await api.register(auditRoutes)
  await api.register(aiRoutes)
  await api.register(billingRoutes, { stripe: options.stripe })
  await api.register(pluginsRoutes, { host: options.plugins })
  // A WebSocket, not in the OpenAPI document: co-edited rich text (Yjs).
  await api.register(collabRoutes)
}
