import { createContext, useContext } from 'react'

import type { CollabSession } from './use-collab-session'

/** The item form's co-editing session, for its rich-text fields (null: each edits alone). */
export const CollabSessionContext = createContext<CollabSession | null>(null)

export function useCollabSessionContext(): CollabSession | null {
  return useContext(CollabSessionContext)
}
