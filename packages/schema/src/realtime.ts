import { z } from 'zod'

/**
 * The live channel between the server and the web app (`GET /api/v1/realtime`, a WebSocket):
 * what changed, who is where, which field someone is editing. Browsers cannot set headers on a
 * socket, so the first message signs in (`auth`) and the token never appears in a URL.
 */
export const REALTIME_PATH = '/api/v1/realtime'

/** Largest message a client may send; presence and sign-in are far smaller. */
export const REALTIME_MAX_MESSAGE_BYTES = 16 * 1024

/** A person counts as idle after this long without input in the tab. */
export const REALTIME_IDLE_AFTER_MS = 3 * 60_000

/** Why the server closed a socket (4000–4999 are the application's own codes). */
export const realtimeCloseCodes = {
  badMessage: 4000,
  unauthorized: 4001,
  /** Suspended, deleted or signed out: reconnecting will not help. */
  forbidden: 4003,
  /** Too many messages, too many connections, or too slow to read what was sent. */
  overLimit: 4029,
} as const

export const realtimeMessages = {
  signInFirst: 'Sign in with the first message on the live channel.',
  signInFailed: 'Your session has expired or was signed out. Sign in again.',
  tooManyConnections: 'Too many open tabs for one account: close a few and reload.',
  serverFull: 'The server has too many live connections right now.',
  tooManyMessages: 'Too many messages on the live channel.',
  tooSlow: 'The connection could not keep up with live updates.',
  badMessage: 'That message is not one the live channel understands.',
  accessChanged: 'Your access changed: sign in again.',
} as const

/** Where the client got to: the server replays what came after, or asks for a resync. */
export const realtimeCursorSchema = z.object({
  epoch: z.string().max(64),
  seq: z.number().int().min(0),
})
export type RealtimeCursor = z.infer<typeof realtimeCursorSchema>

const id = z.string().min(1).max(64)
const fieldName = z.string().min(1).max(128)

/** What a browser sends. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(8192),
    since: realtimeCursorSchema.optional(),
  }),
  z.object({
    type: z.literal('presence'),
    /** The item open in the editor; null on a list or elsewhere. */
    itemId: id.nullable(),
    contentTypeId: id.nullable(),
    /** The field with focus. */
    field: fieldName.nullable(),
    /** Focused and changed: the field is soft-locked for others. Taking over sends this too. */
    editing: z.boolean(),
    idle: z.boolean(),
  }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>

export const liveTopics = [
  'content',
  'media',
  'workflow',
  'menu',
  'notification',
  'contentType',
] as const
export type LiveTopic = (typeof liveTopics)[number]

/** Someone who changed something: a name to show, never more. */
export interface LiveActor {
  id: string
  name: string
}

/** A change the web app refreshes for. Only what a list needs to know it is stale. */
export interface LiveEvent {
  topic: LiveTopic
  /** `created`, `updated`, `published`, `deleted`, … */
  action: string
  itemId?: string
  contentTypeId?: string
  locale?: string
  version?: number
  status?: string
  /** Who made it; null for the scheduler and other system work. */
  actor: LiveActor | null
  /** `schedule` when the scheduler published it. */
  cause?: string
  at: string
}

/** One open tab on an item. `lockedAt` orders claims on a field: the latest one holds it. */
export interface PresencePerson {
  connectionId: string
  userId: string
  name: string
  avatarUrl: string | null
  field: string | null
  editing: boolean
  idle: boolean
  lockedAt: number | null
}

/** What the server sends. */
export type RealtimeServerMessage =
  | { type: 'ready'; epoch: string; seq: number; connectionId: string; userId: string }
  | { type: 'event'; seq: number; event: LiveEvent }
  /** Missed more than can be replayed: refetch everything. */
  | { type: 'resync'; epoch: string; seq: number }
  | { type: 'presence'; itemId: string; contentTypeId: string | null; people: PresencePerson[] }
  | { type: 'error'; code: number; message: string }

/**
 * Who holds the soft lock on `field`: the latest to claim it among those editing it, or
 * undefined. Server and browser decide alike, so a takeover needs no extra message.
 */
export function fieldLockHolder(
  people: readonly PresencePerson[],
  field: string,
): PresencePerson | undefined {
  let holder: PresencePerson | undefined
  for (const person of people) {
    if (!person.editing || person.field !== field || person.lockedAt === null) continue
    if (!holder || person.lockedAt > (holder.lockedAt ?? 0)) holder = person
  }
  return holder
}
