import type { AppNotification } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import { freshRemote, mergeInbox } from './inbox'

import type { Notification } from '@/stores/notifications'

const remote = (id: string, createdAt: string, read = false): AppNotification => ({
  id,
  type: 'info',
  kind: 'assignment',
  message: `remote ${id}`,
  details: null,
  link: `/workflow?item=${id}`,
  read,
  readAt: null,
  createdAt,
})

const local = (id: string, timestamp: number, remoteId?: string): Notification => ({
  id,
  timestamp,
  read: false,
  type: 'success',
  message: `local ${id}`,
  autoClose: true,
  remoteId,
})

describe('mergeInbox', () => {
  it('lists saved notifications and local notices together, newest first', () => {
    const entries = mergeInbox(
      [remote('r1', '2025-03-01T10:00:00Z'), remote('r2', '2025-03-01T12:00:00Z')],
      [local('l1', Date.parse('2025-03-01T11:00:00Z'))],
    )
    expect(entries.map((entry) => entry.key)).toEqual(['remote:r2', 'local:l1', 'remote:r1'])
    expect(entries[0]).toMatchObject({ source: 'remote', link: '/workflow?item=r2' })
  })

  it('skips toasts that announce a saved notification, and keeps at most 20', () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      remote(`r${index}`, new Date(Date.UTC(2025, 2, 1, 0, index)).toISOString()),
    )
    const entries = mergeInbox(many, [local('mirror', Date.now(), 'r24')])
    expect(entries).toHaveLength(20)
    expect(entries.some((entry) => entry.source === 'local')).toBe(false)
    expect(entries[0]?.id).toBe('r24')
  })
})

describe('freshRemote', () => {
  it('announces nothing on the first load, then unread ones not seen before', () => {
    const first = [remote('a', '2025-03-01T10:00:00Z')]
    expect(freshRemote(null, first)).toEqual([])
    const next = [
      remote('c', '2025-03-01T12:00:00Z', true),
      remote('b', '2025-03-01T11:00:00Z'),
      ...first,
    ]
    expect(freshRemote(new Set(['a']), next).map((item) => item.id)).toEqual(['b'])
  })
})
