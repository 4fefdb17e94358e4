export { deliveryScopes } from './delivery-scopes.js'
export {
  readDeliverySnapshot,
  readModelSnapshot,
  type DeliverySnapshot,
  type SnapshotRequest,
} from './request-snapshot.js'
export { type SchemaSnapshot } from './schema-snapshot.js'
export { itemScope, scopes, typeScope } from './scopes.js'
