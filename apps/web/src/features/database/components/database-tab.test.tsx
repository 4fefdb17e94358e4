import type { DatabaseStatus } from '@folio/schema'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as DatabaseApi from '../api/database'
import { downloadDatabaseExport, importDatabaseExport } from '../api/database'
import { DatabaseTab } from './database-tab'

import { ApiError } from '@/lib/api-client'
import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiJson, stubApi } from '@/testing/stub-api'

vi.mock('../api/database', async (importOriginal) => ({
  ...(await importOriginal<typeof DatabaseApi>()),
  downloadDatabaseExport: vi.fn(),
  importDatabaseExport: vi.fn(),
}))

const status: DatabaseStatus = {
  dialect: 'sqlite',
  version: '3.46.1',
  location: { kind: 'file', path: '/srv/folio/data/folio.db', sizeBytes: 1_572_864 },
  migrations: [
    { name: '0001-init', appliedAt: '2025-01-02T10:00:00.000Z', status: 'applied' },
    { name: '0002-auth', appliedAt: null, status: 'pending' },
  ],
  tables: [
    { name: 'sessions', rows: 3, exported: false },
    { name: 'content_items', rows: 1204, exported: true },
  ],
}

// The API calls for export and import are mocked above; the tab itself only reads the status.
function renderTab(answer: () => Response = () => json({ data: status })) {
  stubApi.get('/api/v1/database', answer)
  renderApp(<DatabaseTab />)
}

const json = (body: unknown, status = 200) => apiJson(body, status)

function chooseFile(name: string, type = 'application/json') {
  const input = document.querySelector<HTMLInputElement>('#database-import-file')!
  const file = new File(['{}'], name, { type })
  fireEvent.change(input, { target: { files: [file] } })
  return file
}

beforeEach(() => notificationStore.getState().clear())
afterEach(() => {
  vi.mocked(importDatabaseExport).mockReset()
  vi.mocked(downloadDatabaseExport).mockReset()
})

describe('Settings → Database', () => {
  it('shows the engine, file and size, migrations and rows per table', async () => {
    renderTab()
    expect(await screen.findByText('SQLite 3.46.1')).toBeTruthy()
    expect(screen.getByText('/srv/folio/data/folio.db')).toBeTruthy()
    expect(screen.getByText('1.5 MB')).toBeTruthy()
    expect(
      screen.getByText('1 pending: they are applied when the server next starts.'),
    ).toBeTruthy()
    const migrations = within(screen.getByRole('list', { name: 'Migrations' })).getAllByRole(
      'listitem',
    )
    expect(migrations.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^0001-init.*Applied$/),
      expect.stringMatching(/^0002-auth\s*Pending$/),
    ])
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'content_items1,204',
      'sessionsnot exported3',
    ])
  })

  it('shows the server of a PostgreSQL database, never more', async () => {
    renderTab(() =>
      json({
        data: {
          ...status,
          dialect: 'postgres',
          version: '16.4',
          location: { kind: 'server', host: 'db.internal', port: 5432, database: 'folio' },
        },
      }),
    )
    expect(await screen.findByText('PostgreSQL 16.4')).toBeTruthy()
    expect(screen.getByText('db.internal:5432')).toBeTruthy()
    expect(screen.getByText('folio')).toBeTruthy()
  })

  it('says why the status could not load', async () => {
    renderTab(() =>
      json({ error: { code: 'forbidden', message: 'This needs the admin role' } }, 403),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('This needs the admin role')
  })

  it('downloads an export, showing progress, and says where it went', async () => {
    let finish: (name: string) => void = () => {}
    vi.mocked(downloadDatabaseExport).mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderTab()
    fireEvent.click(await screen.findByRole('button', { name: 'Download export' }))
    const busy = await screen.findByRole('button', { name: 'Preparing export…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    finish('folio-export-2025-01-02.json')
    expect(await screen.findByRole('button', { name: 'Download export' })).toBeTruthy()
    expect(notificationStore.getState().notifications[0]?.message).toBe(
      'Export saved as folio-export-2025-01-02.json',
    )
    expect(downloadDatabaseExport).toHaveBeenCalledTimes(1)
  })

  it('imports a file after confirmation and sums up what came in', async () => {
    vi.mocked(importDatabaseExport).mockResolvedValue({
      imported: { users: 3, content_types: 2, content_items: 7, menus: 0 },
      usersCreated: 1,
      usersMatched: 2,
    })
    renderTab()
    await screen.findByText('SQLite 3.46.1')
    const file = chooseFile('backup.json')
    const dialog = screen.getByRole('dialog', { name: 'Import this export?' })
    expect(dialog.textContent).toMatch(/backup\.json.*must be empty/)
    expect(dialog.textContent).toContain('Forgot password')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }))

    const result = await screen.findByText('Imported 12 records')
    expect(importDatabaseExport).toHaveBeenCalledWith(file, expect.any(Function))
    const box = result.closest('[role="status"]')!
    expect(box.textContent).toContain('content items: 7')
    expect(box.textContent).not.toContain('menus')
    expect(box.textContent).toContain('1 accounts created without a password')
  })

  it('shows the server’s refusal with the problems it lists', async () => {
    vi.mocked(importDatabaseExport).mockRejectedValue(
      new ApiError(422, 'unprocessable', 'The export cannot be imported: broken reference', [
        { path: 'tables.content_items[3].content_type_id', message: 'No content_types row' },
      ]),
    )
    renderTab()
    await screen.findByText('SQLite 3.46.1')
    chooseFile('backup.json')
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The import was refused')
    expect(alert.textContent).toContain('The export cannot be imported: broken reference')
    expect(alert.textContent).toContain(
      'tables.content_items[3].content_type_id: No content_types row',
    )
  })

  it('refuses a file that is not JSON before sending it, and can be cancelled', async () => {
    renderTab()
    await screen.findByText('SQLite 3.46.1')
    chooseFile('photo.png', 'image/png')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(notificationStore.getState().notifications[0]?.message).toBe(
      'photo.png is not a JSON file: choose a Folio export (.json)',
    )
    chooseFile('backup.json')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(importDatabaseExport).not.toHaveBeenCalled()
  })
})
