export {
  currentEntitlements,
  hasEntitlement,
  requireEntitlement,
  sellsPlans,
} from './entitlements.js'
