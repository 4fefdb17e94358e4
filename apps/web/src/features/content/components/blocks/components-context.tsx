import type { ComponentRegistry } from '@folio/schema'
import { createContext, useContext } from 'react'

const ComponentsContext = createContext<ComponentRegistry>(new Map())

/**
 * The components of the form's component and blocks fields, for inputs at any depth: a block's
 * component field needs the registry as much as the type's own fields do.
 */
export const ComponentsProvider = ComponentsContext.Provider

export function useComponents(): ComponentRegistry {
  return useContext(ComponentsContext)
}
