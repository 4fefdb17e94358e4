import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import type { ReactNode } from 'react'

import { ComponentsProvider } from './components-context'
import { useComponentRegistry } from './use-component-registry'

import { LoadingState } from '@/components/ui/loading'
import { ErrorState } from '@/components/ui/states'

/**
 * Renders the item form once the components its fields use are loaded: entries are read into
 * the form through them, and nested inputs find them in context. Types without component or
 * blocks fields render at once.
 */
export function ComponentRegistryGate({
  fields,
  children,
}: {
  fields: readonly ContentTypeField[]
  children: (components: ComponentRegistry) => ReactNode
}) {
  const { components, ready, error } = useComponentRegistry(fields)
  if (error)
    return <ErrorState message="The components this content type uses could not be loaded." />
  if (!ready) return <LoadingState label="Loading components" />
  return <ComponentsProvider value={components}>{children(components)}</ComponentsProvider>
}
