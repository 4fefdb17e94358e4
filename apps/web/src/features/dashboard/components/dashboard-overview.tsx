import type { DashboardPeriod } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { DEFAULT_DASHBOARD_PERIOD, dashboardQuery } from '../api/get-dashboard'

import { ConnectAppCard } from './connect-app-card'
import { PublishingOverview } from './publishing-overview'
import { QuickActions } from './quick-actions'
import { RecentContent } from './recent-content'
import { StatCards } from './stat-cards'
import { WorkflowStatus } from './workflow-status'

import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'

/**
 * Totals, the publishing overview for a period, recent content, workflow and shortcuts; admins
 * also get the way to connect an app.
 */
export function DashboardOverview({
  canEdit,
  canConnect = false,
}: {
  canEdit: boolean
  /** Admins: the "Connect your app" card. */
  canConnect?: boolean
}) {
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD)
  const dashboard = useQuery(dashboardQuery(period))
  const data = dashboard.data

  if (dashboard.isError && !data) {
    return (
      <ErrorState
        className="rounded-2xl border border-border bg-card"
        title="Could not load the dashboard"
        message={errorMessage(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
      />
    )
  }

  return (
    <div className="space-y-4">
      <StatCards totals={data?.totals} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <PublishingOverview
            period={period}
            onPeriodChange={setPeriod}
            overview={data?.overview}
            updating={dashboard.isPlaceholderData}
          />
          <RecentContent recent={data?.recent} />
        </div>
        <div className="min-w-0 space-y-4">
          {canConnect && <ConnectAppCard />}
          <QuickActions canEdit={canEdit} />
          <WorkflowStatus workflow={data?.workflow} />
        </div>
      </div>
    </div>
  )
}
