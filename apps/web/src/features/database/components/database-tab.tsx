import { useQuery } from '@tanstack/react-query'

import { databaseStatusQuery } from '../api/database'
import { DatabaseFacts, MigrationList, TableCounts } from './database-overview'
import { ExportCard, ImportCard } from './database-transfer'

import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'

/** Settings → Database: the database in use, export and import. */
export function DatabaseTab() {
  const status = useQuery(databaseStatusQuery())
  return (
    <div className="space-y-6">
      {status.isPending ? (
        <LoadingState label="Loading the database status..." />
      ) : status.isError ? (
        <ErrorState
          title="Could not load the database status"
          message={errorMessage(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <DatabaseFacts status={status.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ExportCard />
        <ImportCard />
      </div>
      {status.data && (
        <>
          <MigrationList migrations={status.data.migrations} />
          <TableCounts tables={status.data.tables} />
        </>
      )}
    </div>
  )
}
