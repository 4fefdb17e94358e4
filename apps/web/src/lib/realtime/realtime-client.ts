import {
  REALTIME_IDLE_AFTER_MS,
  REALTIME_PATH,
  realtimeCloseCodes,
  type LiveEvent,
  type RealtimeClientMessage,
  type RealtimeCursor,
  type RealtimeServerMessage,
} from '@folio/schema'

import { realtimeStore } from './realtime-store'

export interface RealtimeHandlers {
  getToken: () => Promise<string | null>
  onEvent: (event: LiveEvent) => void
  /** Missed more than the server can replay: refetch everything on screen. */
  onResync: () => void
}

type Presence = Omit<Extract<RealtimeClientMessage, { type: 'presence' }>, 'type' | 'idle'>

const nowhere: Presence = { itemId: null, contentTypeId: null, field: null, editing: false }
const FIRST_RETRY_MS = 1000
const LAST_RETRY_MS = 30_000

let socket: WebSocket | null = null
let presence: Presence = nowhere
let idle = false

/** Tells the server where this tab is (an item, a field, editing it or not). */
export function setPresence(next: Presence): void {
  presence = next
  sendPresence()
}

function sendPresence() {
  if (socket?.readyState !== WebSocket.OPEN || realtimeStore.getState().status !== 'live') return
  const message: RealtimeClientMessage = { type: 'presence', ...presence, idle }
  socket.send(JSON.stringify(message))
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return `${scheme}://${window.location.host}${REALTIME_PATH}`
}

/**
 * Keeps one socket to the live channel open while signed in: reconnects with growing,
 * jittered pauses, and on reconnecting asks for what it missed since the last event it saw
 * (the server replays it, or asks for a resync). Returns the stop.
 */
export function startRealtime(handlers: RealtimeHandlers): () => void {
  let stopped = false
  let cursor: RealtimeCursor | undefined
  let retryMs = FIRST_RETRY_MS
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let lastInput = Date.now()

  const connect = async () => {
    if (stopped) return
    const token = await handlers.getToken()
    if (stopped) return
    if (!token) return scheduleRetry()
    realtimeStore.setState({ status: 'connecting' })
    const ws = new WebSocket(socketUrl())
    socket = ws
    ws.onopen = () => {
      const auth: RealtimeClientMessage = {
        type: 'auth',
        token,
        ...(cursor ? { since: cursor } : {}),
      }
      ws.send(JSON.stringify(auth))
    }
    ws.onmessage = (message) => receive(JSON.parse(String(message.data)) as RealtimeServerMessage)
    ws.onclose = (event) => {
      if (socket !== ws) return
      socket = null
      realtimeStore.setState({ status: 'offline', connectionId: null, presence: {} })
      // A suspended or signed-out account will not get back in by retrying soon.
      if (event.code === realtimeCloseCodes.forbidden) retryMs = LAST_RETRY_MS
      scheduleRetry()
    }
  }

  const scheduleRetry = () => {
    if (stopped) return
    const wait = retryMs * (0.5 + Math.random() / 2)
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
    retryTimer = setTimeout(() => void connect(), wait)
  }

  const receive = (message: RealtimeServerMessage) => {
    switch (message.type) {
      case 'ready':
        retryMs = FIRST_RETRY_MS
        // A first connection has nothing to catch up on; a later one was replayed to.
        if (!cursor) cursor = { epoch: message.epoch, seq: message.seq }
        realtimeStore.setState({ status: 'live', connectionId: message.connectionId })
        sendPresence()
        return
      case 'event':
        if (cursor) cursor = { ...cursor, seq: message.seq }
        handlers.onEvent(message.event)
        return
      case 'resync':
        cursor = { epoch: message.epoch, seq: message.seq }
        handlers.onResync()
        return
      case 'presence':
        realtimeStore.setState((state) => ({
          presence: { ...state.presence, [message.itemId]: message.people },
        }))
        return
      case 'error':
        return
    }
  }

  // Idle after a few minutes without input here; the next input makes the tab active again.
  const onInput = () => {
    lastInput = Date.now()
    if (idle) {
      idle = false
      sendPresence()
    }
  }
  const idleCheck = setInterval(() => {
    const nowIdle = Date.now() - lastInput > REALTIME_IDLE_AFTER_MS
    if (nowIdle !== idle) {
      idle = nowIdle
      sendPresence()
    }
  }, 15_000)
  const inputs = ['keydown', 'pointerdown', 'pointermove', 'focusin'] as const
  for (const name of inputs) window.addEventListener(name, onInput, { passive: true })

  void connect()
  return () => {
    stopped = true
    clearTimeout(retryTimer)
    clearInterval(idleCheck)
    for (const name of inputs) window.removeEventListener(name, onInput)
    const ws = socket
    socket = null
    ws?.close()
    realtimeStore.setState({ status: 'offline', connectionId: null, presence: {}, changes: {} })
  }
}
