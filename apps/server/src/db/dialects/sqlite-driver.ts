import { createRequire } from 'node:module'

import type BetterSqlite3 from 'better-sqlite3'

const require = createRequire(import.meta.url)

/**
 * better-sqlite3 for the running Node. Version 12 is built against V8's own ABI, and on Node 24
 * its statements abort the process when they are collected after their thread's environment
 * ends (a change in Node 24's object wraps). Version 13 is built on Node-API, which every Node
 * from 22 loads, but it does not run on Node 20. The lockfile carries both (13 ships its
 * binaries prebuilt) and the Node that runs Folio picks one; their APIs are the same.
 */
const NODE_API_DRIVER_FROM_MAJOR = 22

const nodeMajor = Number(process.versions.node.split('.')[0])

/** What a worker thread requires to open its own connection with the same driver. */
export const sqliteDriverPath = require.resolve(
  nodeMajor >= NODE_API_DRIVER_FROM_MAJOR ? 'better-sqlite3-13' : 'better-sqlite3',
)

const SQLite = require(sqliteDriverPath) as typeof BetterSqlite3

export default SQLite
