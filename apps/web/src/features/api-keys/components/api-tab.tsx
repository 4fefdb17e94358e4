import { ApiAccessCard } from './api-access-card'
import { ApiKeysCard } from './api-keys-card'
import { ApiUsageCard } from './api-usage-card'

/** Settings → API: access on or off, allowed origins, the keys, and how to call the API. */
export function ApiTab() {
  return (
    <div className="space-y-6">
      <ApiAccessCard />
      <ApiKeysCard />
      <ApiUsageCard />
    </div>
  )
}
