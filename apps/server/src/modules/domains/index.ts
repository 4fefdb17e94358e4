export { deliveryOrigin } from './delivery-origin.js'
export { primaryDomainInUse } from './domain-settings.js'
