import type { LiveActor, PresencePerson } from '@folio/schema'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** The last change the live channel reported for an item: who, which version, when. */
export interface ItemChangeNote {
  actor: LiveActor | null
  version: number | undefined
  action: string
  at: string
}

export interface RealtimeState {
  status: 'offline' | 'connecting' | 'live'
  /** This tab's socket, to tell its own presence from other tabs'. */
  connectionId: string | null
  /** Everyone on each item (this tab included), as the server last told. */
  presence: Record<string, PresencePerson[]>
  changes: Record<string, ItemChangeNote>
}

export const realtimeStore = createStore<RealtimeState>()(() => ({
  status: 'offline',
  connectionId: null,
  presence: {},
  changes: {},
}))

export function useRealtime<T>(select: (state: RealtimeState) => T): T {
  return useStore(realtimeStore, select)
}

const nobody: PresencePerson[] = []

/** The people on an item in other tabs (this tab's own presence left out). */
export function useOthersOn(itemId: string | null | undefined): PresencePerson[] {
  const people = useRealtime((state) => (itemId ? state.presence[itemId] : undefined) ?? nobody)
  const me = useRealtime((state) => state.connectionId)
  return people.filter((person) => person.connectionId !== me)
}
