import type { ApiKeyWithSecret } from '@folio/schema'
import { useState } from 'react'

import { KEY_PLACEHOLDER } from '../snippets'

import { ConnectForm } from './connect-form'
import { ConnectionSnippets } from './connection-snippets'
import { ConnectionsList } from './connections-list'

import { useApiOrigin } from '@/lib/use-api-origin'
import { useReadableContentTypes } from '@/lib/use-readable-content-types'

/**
 * Connect an app or AI coding assistant in one step and see every connection. A new secret
 * lives only in this screen's memory: it fills the snippets until the admin leaves or hides it.
 */
export function ConnectionsScreen({ origin }: { origin?: string }) {
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null)
  // The primary custom domain while one is in use: apps should call the address they keep.
  const apiOrigin = useApiOrigin()
  // The examples call a type that exists, so running one answers items rather than a 404.
  const { types, isPending } = useReadableContentTypes()

  return (
    <div className="grid grid-cols-1 gap-6">
      <ConnectForm created={created} onCreated={setCreated} onHide={() => setCreated(null)} />
      <ConnectionSnippets
        origin={origin ?? apiOrigin}
        apiKey={created?.secret ?? KEY_PLACEHOLDER}
        hasKey={created !== null}
        type={types?.[0]}
        typesLoading={isPending}
      />
      <ConnectionsList />
    </div>
  )
}
