import type { ContentStatus, LifecycleOperation } from '@folio/schema'

const LIVE: readonly ContentStatus[] = ['published', 'scheduled']

/** Whether a save takes content live (`publish`), off (`unpublish`), or neither. */
export function liveStatusChange(
  previous: ContentStatus | null,
  next: ContentStatus,
): 'publish' | 'unpublish' | null {
  const wasLive = previous !== null && LIVE.includes(previous)
  const isLive = LIVE.includes(next)
  if (isLive && !wasLive) return 'publish'
  if (wasLive && !isLive) return 'unpublish'
  return null
}

/**
 * The operation a save is to hooks: a save that takes content live is a `publish`, one that
 * takes it off an `unpublish`, whatever else it changes; otherwise the kind of save it is.
 */
export function operationOf(
  kind: 'create' | 'update' | 'restore',
  previous: ContentStatus | null,
  next: ContentStatus,
): LifecycleOperation {
  if (kind === 'create') return 'create'
  return liveStatusChange(previous, next) ?? kind
}
