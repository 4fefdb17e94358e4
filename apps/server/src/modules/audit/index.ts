export { recordSettingChange, type SettingChange } from './record-setting-change.js'
