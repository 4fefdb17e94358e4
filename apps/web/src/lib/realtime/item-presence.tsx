import { fieldLockHolder, type PresencePerson } from '@folio/schema'
import { Lock } from 'lucide-react'
import { createContext, useContext, useEffect, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'

import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'

import { setPresence } from './realtime-client'
import { useRealtime } from './realtime-store'

interface ItemPresence {
  /** Everyone on the item, this tab included. */
  people: PresencePerson[]
  me: string | null
  focus(field: string): void
  changed(field: string): void
  left(field: string): void
  takeOver(field: string): void
}

const nobody: PresencePerson[] = []

const ItemPresenceContext = createContext<ItemPresence | null>(null)

/**
 * Tells the server this tab has an item open, and which field it is on; the fields inside
 * (SoftLock) report focus and changes through it. Leaving the editor clears it.
 */
export function ItemPresenceProvider({
  itemId,
  contentTypeId,
  children,
}: {
  itemId: string
  contentTypeId: string
  children: ReactNode
}) {
  const people = useRealtime((state) => state.presence[itemId] ?? nobody)
  const me = useRealtime((state) => state.connectionId)
  const where = useRef<{ field: string | null; editing: boolean }>({ field: null, editing: false })

  useEffect(() => {
    const at = { itemId, contentTypeId }
    setPresence({ ...at, field: null, editing: false })
    return () => setPresence({ itemId: null, contentTypeId: null, field: null, editing: false })
  }, [itemId, contentTypeId])

  const value = useMemo<ItemPresence>(() => {
    const report = (field: string | null, editing: boolean) => {
      if (where.current.field === field && where.current.editing === editing) return
      where.current = { field, editing }
      setPresence({ itemId, contentTypeId, field, editing })
    }
    return {
      people,
      me,
      // Focus alone is no claim: a field is locked once it was changed.
      focus: (field) => report(field, where.current.field === field && where.current.editing),
      changed: (field) => report(field, true),
      left: (field) => {
        if (where.current.field === field) report(null, false)
      },
      takeOver: (field) => {
        where.current = { field, editing: true }
        setPresence({ itemId, contentTypeId, field, editing: true })
      },
    }
  }, [people, me, itemId, contentTypeId])

  return <ItemPresenceContext.Provider value={value}>{children}</ItemPresenceContext.Provider>
}

/**
 * A field others see as taken while this tab edits it, and this tab sees as read-only while
 * someone else does, with their name and a way to take it over. Outside an open item (a new
 * one) it is just its children.
 */
export function SoftLock({ field, children }: { field: string; children: ReactNode }) {
  const presence = useContext(ItemPresenceContext)
  if (!presence) return children
  const holder = fieldLockHolder(presence.people, field)
  const lockedBy = holder && holder.connectionId !== presence.me ? holder : null
  return (
    <div
      data-soft-lock={field}
      data-locked-by={lockedBy?.name}
      onFocusCapture={() => presence.focus(field)}
      onInputCapture={() => presence.changed(field)}
      onChangeCapture={() => presence.changed(field)}
      onBlurCapture={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) presence.left(field)
      }}
    >
      {lockedBy && (
        <div
          role="status"
          className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm"
        >
          <Lock className="size-4 shrink-0 text-warning" aria-hidden="true" />
          <Avatar
            name={lockedBy.name}
            src={lockedBy.avatarUrl}
            className="size-6 text-[0.625rem]"
          />
          <span className="min-w-0 flex-1">
            <span className="font-medium">{lockedBy.name}</span> is editing this field
          </span>
          <Button size="sm" variant="secondary" onClick={() => presence.takeOver(field)}>
            Take over
          </Button>
        </div>
      )}
      <fieldset disabled={Boolean(lockedBy)} className="min-w-0">
        {children}
      </fieldset>
    </div>
  )
}
