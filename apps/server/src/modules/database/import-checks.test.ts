import type { DatabaseExport } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { AppError } from '../../lib/app-error.js'
import { exportedTables } from './export-registry.js'
import { checkColumns, checkEnvelope, parentsFirst } from './import-checks.js'

const menuItems = exportedTables.find((t) => t.name === 'menu_items')!
const file = (tables: DatabaseExport['tables'], migrations = ['0001-init']): DatabaseExport => ({
  format: 'folio-export',
  formatVersion: 1,
  exportedAt: '2025-01-02T00:00:00.000Z',
  schema: { migrations },
  tables,
})

describe('import checks', () => {
  it('puts parents before their children, however the file orders them', () => {
    const rows = [
      { id: 'grandchild', parent_id: 'child' },
      { id: 'child', parent_id: 'root' },
      { id: 'root', parent_id: null },
      { id: 'other', parent_id: null },
    ]
    expect(parentsFirst(menuItems, rows).map((r) => r.id)).toEqual([
      'root',
      'child',
      'grandchild',
      'other',
    ])
  })

  it('refuses rows that are each other’s parents', () => {
    const rows = [
      { id: 'a', parent_id: 'b' },
      { id: 'b', parent_id: 'a' },
    ]
    expect(() => parentsFirst(menuItems, rows)).toThrow(/cycle/)
  })

  it('names unknown columns and missing required values by path', () => {
    const columns = new Map([
      [
        'menus',
        [
          { name: 'id', required: true },
          { name: 'name', required: true },
          { name: 'description', required: false },
        ],
      ],
    ])
    const problems = checkColumns(
      file({
        menus: [
          { id: 'm1', name: 'Main' },
          { id: 'm2', colour: 'red' },
        ],
        spam: [{}],
      }),
      exportedTables,
      columns,
    )
    expect(problems).toEqual([
      { path: 'tables.menus[1].colour', message: 'Unknown column colour' },
      { path: 'tables.menus[1].name', message: 'A value is required' },
      { path: 'tables.spam', message: 'Folio does not import a table spam' },
    ])
  })

  it('accepts older exports and refuses newer ones and other files', () => {
    expect(() => checkEnvelope(file({}), ['0001-init', '0002-auth'])).not.toThrow()
    expect(() => checkEnvelope(file({}, ['0001-init', '0003-next']), ['0001-init'])).toThrow(
      /newer version of Folio \(schema 0003-next\)/,
    )
    expect(() => checkEnvelope({ ...file({}), format: 'other' }, [])).toThrow(AppError)
    expect(() => checkEnvelope({ ...file({}), formatVersion: 2 }, [])).toThrow(/format version 2/)
  })
})
