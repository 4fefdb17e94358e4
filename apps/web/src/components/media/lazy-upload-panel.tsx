import { lazy, Suspense, type ComponentProps } from 'react'

import type { UploadPanel as Panel } from './upload-panel'

import { LoadingState } from '@/components/ui/loading'

const UploadPanel = lazy(() =>
  import('./upload-panel').then((module) => ({ default: module.UploadPanel })),
)

/**
 * The upload panel, loaded when an upload dialog first opens: the dashboard and the shell
 * offer uploads, and most visits never make one.
 */
export function LazyUploadPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <UploadPanel {...props} />
    </Suspense>
  )
}
