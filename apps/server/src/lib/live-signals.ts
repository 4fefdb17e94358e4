import type { OperationContext } from './context.js'

/**
 * What operations tell the live channel beyond content changes (which it hears through the
 * content lifecycle): new notifications for some people, and a user whose access changed.
 * An interface here, so a module signals without depending on the realtime module.
 */
export interface LiveSignals {
  /** New notifications for these users: their bells refresh. */
  notified(userIds: readonly string[]): void
  /** A role, suspension or deletion: the user's open sockets are checked again at once. */
  accessChanged(userId: string): void
  /** Something of a topic changed that lists of it must refetch (workflow, menus). */
  touched(topic: 'workflow' | 'menu', actor: OperationContext['actor']): void
}

declare module './context.js' {
  interface OperationContext {
    /** The live channel; absent in scripts and seeds, whose changes then reach no browser. */
    live?: LiveSignals
  }
}
