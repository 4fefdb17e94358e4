import { aiProviderLabels } from '@folio/schema'
import type { AiTestConnectionResult } from '@folio/schema'

import { Alert } from '@/components/ui/alert'

export type ConnectionCheck =
  { kind: 'ok'; result: AiTestConnectionResult } | { kind: 'failed'; message: string }

/** What Test connection found: the model, how long it took and what it said, or why not. */
export function AiConnectionResult({ check }: { check: ConnectionCheck }) {
  if (check.kind === 'failed') {
    return <Alert title="The connection test failed">{check.message}</Alert>
  }
  const { provider, model, latencyMs, sample } = check.result
  return (
    <Alert tone="success" title="Connection works">
      <p>
        {aiProviderLabels[provider]} {model} answered in {latencyMs.toLocaleString('en-US')} ms
        {sample ? ':' : '.'}
      </p>
      {sample && (
        <blockquote className="mt-1 border-l-2 border-success/40 pl-3">{sample}</blockquote>
      )}
    </Alert>
  )
}
