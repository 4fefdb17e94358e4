import { REALTIME_PATH, type LiveEvent, type RealtimeServerMessage } from '@folio/schema'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { ws } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { realtimeStore } from './realtime-store'
import { useLiveUpdates } from './use-live-updates'

import { AUTH_STORAGE_KEY } from '@/lib/auth-storage'
import { fakeSession } from '@/testing/auth-fixtures'
import { server } from '@/testing/msw-server'
import { createTestQueryClient } from '@/testing/render-app'

const channel = ws.link(`ws://${window.location.host}${REALTIME_PATH}`)

/** What each screen keeps in its cache: the first part of every query key the app uses. */
const screens = [
  'content-items',
  'dashboard',
  'workflow',
  'translations',
  'media',
  'menus',
  'notifications',
  'content-types',
  'users',
] as const

/** Starts the hook against a live channel that answers sign-in and then sends `events`. */
function liveWith(messages: RealtimeServerMessage[]) {
  const tokens: string[] = []
  server.use(
    channel.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (message) => {
        if (typeof message.data !== 'string') return
        const sent = JSON.parse(message.data) as { type: string; token?: string }
        if (sent.type !== 'auth') return
        tokens.push(sent.token ?? '')
        const ready: RealtimeServerMessage = {
          type: 'ready',
          epoch: 'e1',
          seq: 0,
          connectionId: 'c1',
          userId: 'u1',
        }
        client.send(JSON.stringify(ready))
        for (const next of messages) client.send(JSON.stringify(next))
      })
    }),
  )
  const queryClient = createTestQueryClient()
  for (const screen of screens) queryClient.setQueryData([screen, 'list'], { shown: true })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useLiveUpdates(true), { wrapper })
  const stale = () =>
    screens.filter((screen) => queryClient.getQueryState([screen, 'list'])?.isInvalidated)
  return { tokens, stale, hook }
}

function event(seq: number, live: Partial<LiveEvent> & Pick<LiveEvent, 'topic'>) {
  const full: LiveEvent = {
    action: 'updated',
    at: '2026-11-29T12:00:00.000Z',
    actor: null,
    ...live,
  }
  const message: RealtimeServerMessage = { type: 'event', seq, event: full }
  return message
}

describe('useLiveUpdates', () => {
  const session = fakeSession()
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session)))
  afterEach(() => window.localStorage.removeItem(AUTH_STORAGE_KEY))

  it('signs in with the session token in its first message, never in the address', async () => {
    const { tokens, hook } = liveWith([])
    await waitFor(() => expect(realtimeStore.getState().status).toBe('live'))
    expect(tokens).toEqual([session.access_token])
    hook.unmount()
    expect(realtimeStore.getState().status).toBe('offline')
  })

  it('refreshes the media library and the dashboard when media changes, nothing else', async () => {
    const { stale, hook } = liveWith([event(1, { topic: 'media' })])
    await waitFor(() => expect(stale()).toEqual(['dashboard', 'media']))
    hook.unmount()
  })

  it('refreshes the bell on a notification and the menus on a menu change', async () => {
    const { stale, hook } = liveWith([
      event(1, { topic: 'notification' }),
      event(2, { topic: 'menu' }),
    ])
    await waitFor(() => expect(stale()).toEqual(['menus', 'notifications']))
    hook.unmount()
  })

  it('refreshes the workflow board and the dashboard on a workflow change', async () => {
    const { stale, hook } = liveWith([event(1, { topic: 'workflow' })])
    await waitFor(() => expect(stale()).toEqual(['dashboard', 'workflow']))
    hook.unmount()
  })

  it('refreshes content lists, boards and the dashboard, and remembers who changed the item', async () => {
    const actor = { id: 'u2', name: 'Ada Lovelace' }
    const { stale, hook } = liveWith([
      event(1, { topic: 'content', itemId: 'item-1', version: 4, actor }),
    ])
    await waitFor(() =>
      expect(stale()).toEqual(['content-items', 'dashboard', 'workflow', 'translations']),
    )
    expect(realtimeStore.getState().changes['item-1']).toMatchObject({ actor, version: 4 })
    hook.unmount()
  })

  it('refetches everything when it missed more than the server can replay', async () => {
    const { stale, hook } = liveWith([{ type: 'resync', epoch: 'e2', seq: 9 }])
    await waitFor(() => expect(stale()).toEqual([...screens]))
    hook.unmount()
  })
})
