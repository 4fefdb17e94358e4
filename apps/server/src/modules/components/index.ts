export { loadComponentRegistry, registryFor, usesComponents } from './component-registry.js'
export {
  componentsOfField,
  fieldsUseComponent,
  nestingProblems,
  type ComponentGraph,
} from './component-nesting.js'
export { storeComponent } from './component-store.js'
export type { StoredComponent } from './components.repository.js'
export { buildFields, type FieldListOwner } from './field-definitions.js'
export { invalidContentType, slugFor } from './field-list-rules.js'
// The use cases (list, get, create, update, delete) come as one object.
export * as componentOperations from './operations/index.js'
