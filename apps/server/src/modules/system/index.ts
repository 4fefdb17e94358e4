export { claimSystemFlag } from './system-flags.js'
