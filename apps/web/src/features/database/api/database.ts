import type { DatabaseExport, DatabaseImportResult, DatabaseStatus } from '@folio/schema'
import { IMPORT_MAX_BYTES } from '@folio/schema'
import { queryOptions } from '@tanstack/react-query'

import { apiRequest, apiUpload } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

export const databaseKeys = { status: ['database', 'status'] as const }

/** `GET /api/v1/database`: the database in use, its migrations and rows per table (admins). */
export function getDatabaseStatus(signal?: AbortSignal): Promise<DatabaseStatus> {
  return apiRequest<{ data: DatabaseStatus }>('/api/v1/database', { signal }).then((b) => b.data)
}

export const databaseStatusQuery = () =>
  queryOptions({
    queryKey: databaseKeys.status,
    queryFn: ({ signal }) => getDatabaseStatus(signal),
  })

/**
 * `GET /api/v1/database/export`, saved as `folio-export-YYYY-MM-DD.json`. Fetched with the
 * session's token (a plain link would carry none), then handed to the browser as a file.
 */
export async function downloadDatabaseExport(): Promise<string> {
  const file = await apiRequest<DatabaseExport>('/api/v1/database/export')
  const name = `folio-export-${file.exportedAt.slice(0, 10)}.json`
  saveFile(new Blob([JSON.stringify(file)], { type: 'application/json' }), name)
  return name
}

/** Why a chosen file cannot be an export, known before sending it; null when it may go. */
export function importFileProblem(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty`
  if (file.size > IMPORT_MAX_BYTES) {
    return `${file.name} is larger than the ${IMPORT_MAX_BYTES / 1024 / 1024} MB an import accepts`
  }
  if (!/\.json$/i.test(file.name) && file.type !== 'application/json') {
    return `${file.name} is not a JSON file: choose a Folio export (.json)`
  }
  return null
}

/** `POST /api/v1/database/import` (multipart, the file in `file`), reporting upload progress. */
export function importDatabaseExport(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<DatabaseImportResult> {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiUpload<{ data: DatabaseImportResult }>('/api/v1/database/import', form, {
    onProgress,
  }).then((body) => body.data)
}

/** `1536` → `1.5 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}
