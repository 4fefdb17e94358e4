import { componentMessages } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { componentQuery } from '@/lib/api/get-components'
import { draftFromComponent, emptyComponentDraft } from '../component-draft'

import { ComponentForm } from './component-form'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { ApiError, errorMessage } from '@/lib/api-client'

/** What the dialog edits: a new component, or the saved one with this id. */
export type ComponentEditing = { id: string | null } | null

/** Create or edit a component in a dialog over the Components screen. */
export function ComponentDialog({
  editing,
  onClose,
}: {
  editing: ComponentEditing
  onClose: () => void
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={editing?.id ? 'Edit Component' : 'Create Component'} size="lg">
        {editing?.id ? (
          <EditComponent id={editing.id} onClose={onClose} />
        ) : (
          <ComponentForm componentId={null} initial={emptyComponentDraft()} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}

/** Loads the component fresh (its field ids keep stored values across renames). */
function EditComponent({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery({ ...componentQuery(id), refetchOnMount: 'always' })
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404
    return (
      <>
        <Alert title={notFound ? componentMessages.notFound : 'Could not load the component'}>
          {notFound ? 'It may have been deleted.' : errorMessage(query.error)}
        </Alert>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    )
  }
  if (!query.isFetchedAfterMount || !query.data)
    return <LoadingState label="Loading component..." />
  return (
    <ComponentForm componentId={id} initial={draftFromComponent(query.data)} onClose={onClose} />
  )
}
