export { claimSystemFlag } from './system-state.repository.js'
