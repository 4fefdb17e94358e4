export { subscribeWorkflow } from './lifecycle-hooks.js'
