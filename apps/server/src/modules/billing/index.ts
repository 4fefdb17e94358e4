export {
  currentEntitlements,
  hasEntitlement,
  requireEntitlement,
  sellsPlans,
} from './entitlements.js'
export { lockSubscription, storedMediaBytes } from './subscription.repository.js'
export { settleSubscriptions } from './operations/settle-subscriptions.js'
export { createStripeClient, type StripeClient } from './stripe-client.js'
