import { PageHeader } from '@/components/layouts/page-header'
import { AiTab } from '@/features/ai/components/settings/ai-tab'
import { ApiTab } from '@/features/api-keys/components/api-tab'
import { AuditTab } from '@/features/audit/components/audit-tab'
import { SubscriptionTab } from '@/features/billing/components/subscription-tab'
import { DatabaseTab } from '@/features/database/components/database-tab'
import { LocalizationTab } from '@/features/localization/components/localization-tab'
import { MyNotificationsCard } from '@/features/notifications/components/my-notifications-card'
import { PluginsTab } from '@/features/plugins/components/plugins-tab'
import { SeoTab } from '@/features/seo/components/seo-tab'
import { NotificationsTab } from '@/features/settings/components/notifications-tab'
import { PermissionsTab } from '@/features/settings/components/permissions-tab'
import { SettingsTabs } from '@/features/settings/components/settings-tabs'
import { WorkflowTab } from '@/features/settings/components/workflow-tab'
import { AppearanceTab } from '@/features/site-settings/components/appearance-tab'
import { GeneralTab } from '@/features/site-settings/components/general-tab'
import { WebhooksTab } from '@/features/webhooks/components/webhooks-tab'
import { PageMeta } from '@/lib/page-meta'

/** `/settings` (admins): one tab per area, the open one in `?tab=`. */
export function SettingsPage() {
  return (
    <>
      <PageMeta
        title="Settings — Folio"
        description="Configure this Folio installation: API access, webhooks, plugins, the AI assistant, notifications, permissions and workflow states."
      />
      <PageHeader
        title="Settings"
        description="Configure this installation: API keys, webhooks, plugins, the AI assistant, notifications, permissions, workflow states and more."
      />
      <SettingsTabs
        panels={{
          general: <GeneralTab />,
          subscription: <SubscriptionTab />,
          api: <ApiTab />,
          webhooks: <WebhooksTab />,
          plugins: <PluginsTab />,
          ai: <AiTab />,
          notifications: <NotificationsTab personalCard={<MyNotificationsCard />} />,
          permissions: <PermissionsTab />,
          localization: <LocalizationTab />,
          seo: <SeoTab />,
          workflow: <WorkflowTab />,
          database: <DatabaseTab />,
          appearance: <AppearanceTab />,
          audit: <AuditTab />,
        }}
      />
    </>
  )
}
