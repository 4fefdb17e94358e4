import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { LoadingState } from './loading'
import { SectionCard } from './section-card'
import { ErrorState } from './states'

import { errorMessage } from '@/lib/api-client'

/**
 * A settings card over one query: a loading line while it runs, an error with Retry when it
 * fails, and the form (`children`) with the data once it is there.
 */
export function QuerySectionCard<T>({
  query,
  id,
  title,
  description,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>
  id: string
  title: string
  description: ReactNode
  loadingLabel: string
  errorTitle: string
  children: (data: T) => ReactNode
}) {
  let body
  if (query.isPending) body = <LoadingState label={loadingLabel} className="py-6" />
  else if (query.isError)
    body = (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        className="py-6"
      />
    )
  else body = children(query.data)
  return (
    <SectionCard id={id} title={title} description={description}>
      {body}
    </SectionCard>
  )
}
