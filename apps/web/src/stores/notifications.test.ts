import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AUTO_CLOSE_MS, MAX_NOTIFICATIONS, createNotificationStore } from './notifications'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const messages = (store: ReturnType<typeof createNotificationStore>) =>
  store.getState().notifications.map((item) => item.message)

describe('notification store', () => {
  it('puts a new notification first, unread, with an id and a timestamp', () => {
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'))
    const store = createNotificationStore()
    store.getState().add({ type: 'info', message: 'first' })
    const id = store.getState().add({ type: 'success', message: 'second', details: 'more' })

    expect(messages(store)).toEqual(['second', 'first'])
    const [newest] = store.getState().notifications
    expect(newest).toMatchObject({
      id,
      type: 'success',
      message: 'second',
      details: 'more',
      read: false,
      autoClose: true,
      timestamp: Date.parse('2025-03-01T10:00:00Z'),
    })
  })

  it('keeps only the 20 newest', () => {
    const store = createNotificationStore()
    for (let index = 1; index <= 25; index++) {
      store.getState().add({ type: 'info', message: `n${index}`, autoClose: false })
    }
    expect(store.getState().notifications).toHaveLength(MAX_NOTIFICATIONS)
    expect(messages(store)[0]).toBe('n25')
    expect(messages(store).at(-1)).toBe('n6')
  })

  it('removes unread auto-close notifications after 5 seconds', () => {
    const store = createNotificationStore()
    store.getState().add({ type: 'success', message: 'saved' })
    store.getState().add({ type: 'error', message: 'sticky', autoClose: false })

    vi.advanceTimersByTime(AUTO_CLOSE_MS - 1)
    expect(messages(store)).toEqual(['sticky', 'saved'])
    vi.advanceTimersByTime(1)
    expect(messages(store)).toEqual(['sticky'])
    vi.advanceTimersByTime(60_000)
    expect(messages(store)).toEqual(['sticky'])
  })

  it('keeps an auto-close notification that was read before the 5 seconds passed', () => {
    const store = createNotificationStore()
    const id = store.getState().add({ type: 'info', message: 'read me' })
    vi.advanceTimersByTime(2000)
    store.getState().markRead(id)
    vi.advanceTimersByTime(AUTO_CLOSE_MS)

    expect(store.getState().notifications).toEqual([expect.objectContaining({ id, read: true })])
  })

  it('marks one or all read, removes one and clears all', () => {
    const store = createNotificationStore()
    const a = store.getState().add({ type: 'info', message: 'a', autoClose: false })
    const b = store.getState().add({ type: 'warning', message: 'b', autoClose: false })
    store.getState().add({ type: 'error', message: 'c', autoClose: false })

    store.getState().markRead(a)
    expect(store.getState().notifications.map((item) => item.read)).toEqual([false, false, true])

    store.getState().remove(b)
    expect(messages(store)).toEqual(['c', 'a'])

    store.getState().markAllRead()
    expect(store.getState().notifications.every((item) => item.read)).toBe(true)

    store.getState().clear()
    expect(store.getState().notifications).toEqual([])
  })

  it('cancels pending auto-close timers when cleared', () => {
    const store = createNotificationStore()
    store.getState().add({ type: 'info', message: 'a' })
    store.getState().clear()
    const id = store.getState().add({ type: 'info', message: 'b', autoClose: false })
    vi.advanceTimersByTime(AUTO_CLOSE_MS)
    expect(store.getState().notifications.map((item) => item.id)).toEqual([id])
  })
})
