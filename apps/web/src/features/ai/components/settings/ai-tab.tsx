import { useQuery } from '@tanstack/react-query'

import { aiSettingsQuery } from '../../api/settings'

import { AiSettingsForm } from './ai-settings-form'
import { AiStatusPanel } from './ai-status-panel'
import { AiUsageCard } from './ai-usage-card'

import { QuerySectionCard } from '@/components/ui/query-section-card'

/** Settings → AI: which configuration is in use, the provider form, and usage. */
export function AiTab() {
  return (
    <div className="space-y-6">
      <QuerySectionCard
        query={useQuery(aiSettingsQuery())}
        id="ai-settings"
        title="AI assistant"
        description="The provider behind the AI Assistant chat and the editor’s AI menu. Folio calls it from the server; keys never reach the browser."
        loadingLabel="Loading AI settings..."
        errorTitle="Could not load the AI settings"
      >
        {(saved) => (
          <div className="space-y-5">
            <AiStatusPanel settings={saved} />
            <AiSettingsForm saved={saved} />
          </div>
        )}
      </QuerySectionCard>
      <AiUsageCard />
    </div>
  )
}
