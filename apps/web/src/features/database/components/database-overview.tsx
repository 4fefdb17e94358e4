import type { DatabaseStatus } from '@folio/schema'

import { formatBytes } from '../api/database'

import { Badge } from '@/components/ui/badge'
import { SectionCard } from '@/components/ui/section-card'
import { formatDateTime, formatNumber } from '@/lib/format'

const dialectNames = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  )
}

/** The database in use: engine, version and where the data lives. */
export function DatabaseFacts({ status }: { status: DatabaseStatus }) {
  const { location } = status
  return (
    <SectionCard
      id="database-engine"
      title="Database"
      description="What this installation stores its data in."
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Engine">
          {dialectNames[status.dialect]} {status.version}
        </Fact>
        {location.kind === 'file' ? (
          <>
            <Fact label="File">
              <code className="font-mono text-xs">{location.path}</code>
            </Fact>
            <Fact label="Size on disk">
              {location.sizeBytes === null ? 'Unknown' : formatBytes(location.sizeBytes)}
            </Fact>
          </>
        ) : (
          <>
            <Fact label="Server">
              {location.host}
              {location.port ? `:${location.port}` : ''}
            </Fact>
            <Fact label="Database">{location.database}</Fact>
          </>
        )}
      </dl>
    </SectionCard>
  )
}

/** Every migration the server knows, applied or still pending. */
export function MigrationList({ migrations }: { migrations: DatabaseStatus['migrations'] }) {
  const pending = migrations.filter((m) => m.status === 'pending').length
  return (
    <SectionCard
      id="database-migrations"
      title="Migrations"
      description={
        pending
          ? `${pending} pending: they are applied when the server next starts.`
          : `All ${migrations.length} applied: the schema is up to date.`
      }
    >
      <ul className="divide-y divide-border" aria-label="Migrations">
        {migrations.map((migration) => (
          <li
            key={migration.name}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <code className="font-mono text-sm">{migration.name}</code>
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              {migration.appliedAt && formatDateTime(migration.appliedAt)}
              <Badge tone={migration.status === 'applied' ? 'success' : 'warning'}>
                {migration.status === 'applied' ? 'Applied' : 'Pending'}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}

/** Rows per table, largest first, with a bar for scale. */
export function TableCounts({ tables }: { tables: DatabaseStatus['tables'] }) {
  const sorted = [...tables].sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name))
  const largest = Math.max(1, ...sorted.map((t) => t.rows))
  return (
    <SectionCard
      id="database-tables"
      title="Tables"
      description="Rows per table. Tables marked “not exported” hold secrets or passing state (sessions, keys, queues)."
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Table
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Rows
              </th>
              <th scope="col" className="hidden w-1/3 py-2 sm:table-cell">
                <span className="sr-only">Share</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {sorted.map((table) => (
              <tr key={table.name}>
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <code className="font-mono text-xs">{table.name}</code>
                  {!table.exported && (
                    <Badge className="ml-2" tone="neutral">
                      not exported
                    </Badge>
                  )}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatNumber(table.rows)}</td>
                <td className="hidden py-2 sm:table-cell" aria-hidden="true">
                  <div className="h-2 rounded-full bg-muted">
                    <div
                      className="h-2 rounded-full bg-primary"
                      style={{ width: `${(table.rows / largest) * 100}%` }}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  )
}
