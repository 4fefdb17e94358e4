export { loadComponentRegistry, registryFor, usesComponents } from './component-registry.js'
export { findAllComponents, type StoredComponent } from './components.repository.js'
