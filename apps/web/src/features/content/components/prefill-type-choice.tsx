import { fieldTypeLabels } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ChevronRight, Layers } from 'lucide-react'

import { prefillTarget } from '../content-prefill'

import { Button } from '@/components/ui/button'
import { DialogActions } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { contentTypesQuery } from '@/lib/api/get-content-types'
import { usePermissions } from '@/lib/use-permissions'
import { errorMessage } from '@/lib/api-client'

/**
 * Text arrived for a new item without a type: lists the types the user may create that have a
 * field to hold it (rich text, else text), and says which field it goes into.
 */
export function PrefillTypeChoice({
  onChoose,
  onCancel,
}: {
  onChoose: (typeId: string) => void
  onCancel: () => void
}) {
  const types = useQuery(contentTypesQuery())
  const may = usePermissions()

  if (types.isPending) return <LoadingState />
  if (types.isError) {
    return <ErrorState message={errorMessage(types.error)} onRetry={() => void types.refetch()} />
  }
  const choices = types.data.flatMap((type) => {
    const target = prefillTarget(type.fields)
    return target && may.content(type.id, 'create') ? [{ type, target }] : []
  })

  return (
    <>
      {choices.length === 0 ? (
        <EmptyState icon={Layers} title="No content type can hold this text">
          A content type needs a Rich Text or Text field, and your role must be allowed to create
          its items.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Choose the content type of the new item. The text goes into the field named below.
          </p>
          <ul aria-label="Content types" className="mt-4 grid gap-2">
            {choices.map(({ type, target }) => (
              <li key={type.id}>
                <button
                  type="button"
                  onClick={() => onChoose(type.id)}
                  className="flex w-full items-center gap-3 rounded-xl border border-border px-4 py-3 text-left transition-colors hover:border-primary hover:bg-primary-soft"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{type.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      Into {target.name} ({fieldTypeLabels[target.type]})
                    </span>
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </DialogActions>
    </>
  )
}
