export {
  currentEntitlements,
  hasEntitlement,
  requireEntitlement,
  sellsPlans,
} from './entitlements.js'
export { lockPlanForQuota, readStoredMediaBytes } from './storage-usage.js'
export { settleSubscriptions } from './operations/settle-subscriptions.js'
export { createStripeClient, type StripeClient } from './stripe-client.js'
