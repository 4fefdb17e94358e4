import { CurrentPlanCard } from './current-plan-card'
import { BillingHistory } from './billing-history'
import { SelfHostedCard } from './self-hosted-card'

import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { useSubscription } from '@/lib/use-subscription'

/**
 * Settings → Subscription (spec): the current plan with its features, storage and billing
 * history. A self-hosted installation (no Stripe keys) says that everything is unlocked.
 */
export function SubscriptionTab() {
  const subscription = useSubscription()

  if (subscription.isPending) return <LoadingState label="Loading your plan..." />
  if (subscription.isError)
    return (
      <ErrorState
        title="Could not load your plan"
        message={errorMessage(subscription.error)}
        onRetry={() => void subscription.refetch()}
      />
    )

  if (subscription.data.mode === 'self_hosted') {
    return <SelfHostedCard subscription={subscription.data} />
  }
  return (
    <div className="space-y-6">
      <CurrentPlanCard subscription={subscription.data} />
      <BillingHistory />
    </div>
  )
}
