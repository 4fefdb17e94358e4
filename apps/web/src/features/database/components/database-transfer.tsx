import type { DatabaseImportResult } from '@folio/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Download, LoaderCircle, Upload } from 'lucide-react'
import { useRef, useState } from 'react'

import { downloadDatabaseExport, importDatabaseExport, importFileProblem } from '../api/database'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatNumber, plural } from '@/lib/format'
import { notify } from '@/stores/notifications'

const MEDIA_NOTE =
  'Media files are not in the export, only their records: copy the uploads folder (or bucket) to the new installation yourself.'

/** "Download export": the whole installation as one JSON file. */
export function ExportCard() {
  const download = useMutation({
    mutationFn: downloadDatabaseExport,
    onSuccess: (name) => notify.success(`Export saved as ${name}`),
    onError: (error) => notify.error(errorMessage(error, 'The export could not be downloaded.')),
  })
  return (
    <SectionCard
      id="database-export"
      title="Export"
      description="Content types, items with their versions and translations, menus, settings, languages, workflow and media records, and accounts (without passwords) in one JSON file."
    >
      <p className="mb-4 text-sm text-muted-foreground">{MEDIA_NOTE}</p>
      <Button onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Download className="size-4" aria-hidden="true" />
        )}
        {download.isPending ? 'Preparing export…' : 'Download export'}
      </Button>
    </SectionCard>
  )
}

function ImportResult({ result }: { result: DatabaseImportResult }) {
  const total = Object.values(result.imported).reduce((sum, n) => sum + n, 0)
  const rows = Object.entries(result.imported).filter(([, count]) => count > 0)
  return (
    <Alert tone="success" title={`Imported ${plural(total, 'record')}`}>
      <ul className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {rows.map(([table, count]) => (
          <li key={table}>
            {table.replaceAll('_', ' ')}: {formatNumber(count)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        {result.usersCreated} accounts created without a password (their people use “Forgot
        password”), {result.usersMatched} matched to existing accounts by email.
      </p>
    </Alert>
  )
}

/** "Import": a file picker, a confirmation, upload progress, then the result or the refusal. */
export function ImportCard() {
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState(0)
  const upload = useMutation({
    mutationFn: (chosen: File) => importDatabaseExport(chosen, setProgress),
    onSuccess: async () => {
      notify.success('Import finished')
      // Everything on every screen may have changed.
      await queryClient.invalidateQueries()
    },
  })

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = ''
    if (!chosen) return
    const problem = importFileProblem(chosen)
    if (problem) {
      notify.error(problem)
      return
    }
    upload.reset()
    setProgress(0)
    setFile(chosen)
  }

  const error = upload.error
  return (
    <SectionCard
      id="database-import"
      title="Import"
      description="Loads an export into this installation. Only into an empty one: no content types, items, menus or media yet. Its settings replace these ones."
    >
      <div className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>
            People whose email already has an account here keep that account; the others get an
            account without a password and sign in with “Forgot password”.
          </li>
          <li>{MEDIA_NOTE}</li>
          <li>Nothing is half imported: a refused file leaves this installation as it was.</li>
        </ul>
        <input
          ref={input}
          id="database-import-file"
          type="file"
          aria-label="Export file to import"
          tabIndex={-1}
          accept=".json,application/json"
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload className="size-4" aria-hidden="true" />
          Choose export file…
        </Button>
        {upload.isPending && (
          <div className="space-y-1">
            <p role="status" className="text-sm text-muted-foreground">
              {progress < 1
                ? `Uploading… ${Math.round(progress * 100)}%`
                : 'Importing… this may take a moment'}
            </p>
            <progress
              className="h-2 w-full accent-primary"
              max={1}
              value={progress}
              aria-label="Import progress"
            />
          </div>
        )}
        {upload.data && <ImportResult result={upload.data} />}
        {error && (
          <Alert title="The import was refused">
            <p>{errorMessage(error)}</p>
            {error instanceof ApiError && error.details.length > 0 && (
              <ul className="mt-1 list-disc pl-5 font-mono text-xs">
                {error.details.map((detail) => (
                  <li key={`${detail.path}:${detail.message}`}>
                    {detail.path}: {detail.message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        open={file !== null}
        title="Import this export?"
        description={
          <div className="space-y-2">
            <p>
              <strong className="text-foreground">{file?.name}</strong> will be imported into this
              installation, which must be empty (no content types, items, menus or media). Its
              settings, languages and workflow states replace the current ones.
            </p>
            <p>
              Accounts new to this installation get no password: their people use “Forgot password”.
            </p>
          </div>
        }
        confirmLabel="Import"
        onConfirm={() => {
          if (file) upload.mutate(file)
          setFile(null)
        }}
        onCancel={() => setFile(null)}
      />
    </SectionCard>
  )
}
