export { exportDatabase } from './operations/export-database.js'
export { importDatabase } from './operations/import-database.js'
