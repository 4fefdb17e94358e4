export { loadComponentRegistry, registryFor, usesComponents } from './component-registry.js'
export {
  componentsOfField,
  fieldsUseComponent,
  nestingProblems,
  type ComponentGraph,
} from './component-nesting.js'
export {
  findAllComponents,
  findAllComponentsForUpdate,
  findComponent,
  insertComponent,
  type StoredComponent,
} from './components.repository.js'
export { buildFields, type FieldListOwner } from './field-definitions.js'
export { invalidContentType, slugFor } from './field-list-rules.js'
// The use cases share names with the repository functions, so they come as one object.
export * as componentOperations from './operations/index.js'
