export { cachedApiSettings } from './api-settings.js'
