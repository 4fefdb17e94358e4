export { readAppearanceSettings, readGeneralSettings } from './site-settings.js'
