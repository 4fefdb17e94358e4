import type { PresencePerson, RealtimeClientMessage } from '@folio/schema'

import type { PresenceOfItem } from './bus.js'
import type { SocketUser } from './connection.js'

type PresenceMessage = Extract<RealtimeClientMessage, { type: 'presence' }>

interface Present {
  itemId: string
  contentTypeId: string | null
  person: PresencePerson
}

/** Where a socket was and is after a presence change: each place needs telling. */
export interface PresenceMove {
  from: { itemId: string; contentTypeId: string | null } | null
  to: { itemId: string; contentTypeId: string | null } | null
}

/**
 * Who is on which item: this instance's sockets, and what the other instances last said of
 * theirs (kept per instance, so one that goes away takes its people with it).
 */
export class PresenceBoard {
  private readonly present = new Map<string, Present>()
  private readonly remote = new Map<string, { at: number; items: Map<string, PresenceOfItem> }>()

  /** Records a socket's presence message. */
  set(connectionId: string, user: SocketUser, message: PresenceMessage): PresenceMove {
    const was = this.present.get(connectionId)
    const from = was ? { itemId: was.itemId, contentTypeId: was.contentTypeId } : null
    if (message.itemId === null) {
      this.present.delete(connectionId)
      return { from, to: null }
    }
    const editing = message.editing && message.field !== null
    // A claim keeps its time while its holder goes on editing the same field; a new claim
    // (a takeover included) is newer than any other, so it holds the field.
    const keeps =
      editing && was?.itemId === message.itemId && was.person.editing
        ? was.person.field === message.field
        : false
    const person: PresencePerson = {
      connectionId,
      userId: user.actor.userId,
      name: user.look.name,
      avatarUrl: user.look.avatarUrl,
      field: message.field,
      editing,
      idle: message.idle,
      lockedAt: editing ? (keeps ? was!.person.lockedAt : Date.now()) : null,
    }
    const to = { itemId: message.itemId, contentTypeId: message.contentTypeId }
    this.present.set(connectionId, { ...to, person })
    return { from: from && from.itemId !== to.itemId ? from : null, to }
  }

  /** A closed socket: where it was, if anywhere. */
  remove(connectionId: string): PresenceMove['from'] {
    const was = this.present.get(connectionId)
    if (!was) return null
    this.present.delete(connectionId)
    return { itemId: was.itemId, contentTypeId: was.contentTypeId }
  }

  /** This instance's people on one item. */
  local(itemId: string, contentTypeId: string | null): PresenceOfItem {
    const people = [...this.present.values()].filter((p) => p.itemId === itemId)
    return { itemId, contentTypeId, people: people.map((p) => p.person) }
  }

  localItems(): PresenceOfItem[] {
    const items = new Map<string, PresenceOfItem>()
    for (const { itemId, contentTypeId, person } of this.present.values()) {
      const item = items.get(itemId) ?? { itemId, contentTypeId, people: [] }
      item.people.push(person)
      items.set(itemId, item)
    }
    return [...items.values()]
  }

  /** Every item someone is on, anywhere, with everyone on it. */
  all(): PresenceOfItem[] {
    const ids = new Set<string>([...this.present.values()].map((p) => p.itemId))
    for (const { items } of this.remote.values()) for (const id of items.keys()) ids.add(id)
    return [...ids].map((id) => this.merged(id))
  }

  merged(itemId: string): PresenceOfItem {
    const local = [...this.present.values()].filter((p) => p.itemId === itemId)
    let contentTypeId = local[0]?.contentTypeId ?? null
    const people = local.map((p) => p.person)
    for (const { items } of this.remote.values()) {
      const item = items.get(itemId)
      if (!item) continue
      contentTypeId ??= item.contentTypeId
      people.push(...item.people)
    }
    return { itemId, contentTypeId, people }
  }

  /** Another instance's people on one item. */
  heard(origin: string, item: PresenceOfItem): void {
    const from = this.remoteOf(origin)
    if (item.people.length) from.items.set(item.itemId, item)
    else from.items.delete(item.itemId)
  }

  /** Everything another instance holds; returns the items whose people may have changed. */
  replaced(origin: string, items: PresenceOfItem[]): string[] {
    const from = this.remoteOf(origin)
    const before = [...from.items.keys()]
    from.items = new Map(items.map((item) => [item.itemId, item]))
    return [...before, ...from.items.keys()]
  }

  /** Drops an instance that said goodbye or went silent; returns the items it was on. */
  forget(origin: string): string[] {
    const from = this.remote.get(origin)
    if (!from) return []
    this.remote.delete(origin)
    return [...from.items.keys()]
  }

  /** Instances not heard from since `before` (a timestamp). */
  silentSince(before: number): string[] {
    return [...this.remote].filter(([, { at }]) => at < before).map(([origin]) => origin)
  }

  private remoteOf(origin: string) {
    let from = this.remote.get(origin)
    if (!from) {
      from = { at: Date.now(), items: new Map() }
      this.remote.set(origin, from)
    }
    from.at = Date.now()
    return from
  }
}
