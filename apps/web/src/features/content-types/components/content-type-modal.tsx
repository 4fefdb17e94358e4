import { contentTypeMessages } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'

import { contentTypeQuery } from '@/lib/api/get-content-types'
import { draftFromType, emptyDraft } from '@/lib/content-type-draft'

import { ContentTypeForm } from './content-type-form'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DialogActions } from '@/components/ui/dialog'
import { LoadingState } from '@/components/ui/loading'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { Modal } from '@/stores/ui'

/** Body of the global content-type modal: create a type, or edit the one whose id it was given. */
export function ContentTypeModal({
  modal,
  onClose,
}: {
  modal: Extract<Modal, { kind: 'content-type' }>
  onClose: () => void
}) {
  const id = modal.id !== undefined && modal.id !== '' ? modal.id : null
  if (id === null) return <ContentTypeForm typeId={null} initial={emptyDraft()} onClose={onClose} />
  return <EditContentType id={id} onClose={onClose} />
}

/** Loads the type fresh (its field ids matter: they keep item values across renames). */
function EditContentType({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery({ ...contentTypeQuery(id), refetchOnMount: 'always' })

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404
    return (
      <>
        <Alert title={notFound ? contentTypeMessages.notFound : 'Could not load the content type'}>
          {notFound
            ? 'It may have been deleted. Close this dialog and pick another one from the list.'
            : errorMessage(query.error)}
        </Alert>
        <DialogActions>
          {!notFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    )
  }
  if (!query.isFetchedAfterMount || !query.data)
    return <LoadingState label="Loading content type..." />
  return <ContentTypeForm typeId={id} initial={draftFromType(query.data)} onClose={onClose} />
}
