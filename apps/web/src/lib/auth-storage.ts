/**
 * Where the signed-in session lives in the browser. "Remember me" decides it at sign-in:
 * checked keeps the session in localStorage (every tab, survives restarts); unchecked keeps it
 * in sessionStorage (this tab only). This module has no dependency on the auth client, so the
 * public pages can ask "is somebody signed in here?" without loading it.
 */

/** The key the auth client stores its session under. */
export const AUTH_STORAGE_KEY = 'folio-auth'

export type SessionPersistence = 'local' | 'session'

function storageFor(persistence: SessionPersistence): Storage | null {
  try {
    return persistence === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // Storage disabled (privacy settings): the session then lasts as long as the page.
    return null
  }
}

function read(persistence: SessionPersistence, key: string): string | null {
  try {
    return storageFor(persistence)?.getItem(key) ?? null
  } catch {
    return null
  }
}

// A tab that signed in without "Remember me" keeps using sessionStorage after a reload.
let persistence: SessionPersistence =
  typeof window !== 'undefined' && read('session', AUTH_STORAGE_KEY) !== null ? 'session' : 'local'

/** Chooses where the next session is written; call it just before signing in. */
export function setSessionPersistence(next: SessionPersistence): void {
  persistence = next
}

export function getSessionPersistence(): SessionPersistence {
  return persistence
}

const memory = new Map<string, string>()

/**
 * The storage adapter handed to the auth client. Reads prefer this tab's sessionStorage, writes
 * go to the storage chosen at sign-in and clear the other one, so one session is in one place.
 */
export const authStorage = {
  getItem(key: string): string | null {
    return read('session', key) ?? read('local', key) ?? memory.get(key) ?? null
  },
  setItem(key: string, value: string): void {
    const other: SessionPersistence = persistence === 'local' ? 'session' : 'local'
    try {
      storageFor(persistence)?.setItem(key, value)
      storageFor(other)?.removeItem(key)
      memory.delete(key)
    } catch {
      memory.set(key, value)
    }
  },
  removeItem(key: string): void {
    memory.delete(key)
    for (const where of ['local', 'session'] as const) {
      try {
        storageFor(where)?.removeItem(key)
      } catch {
        // Nothing stored there.
      }
    }
  },
}

/** The stored session's access token, if a session is stored at all. */
export function storedAccessToken(): string | null {
  const raw = authStorage.getItem(AUTH_STORAGE_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const token = (parsed as { access_token?: unknown }).access_token
    const refresh = (parsed as { refresh_token?: unknown }).refresh_token
    return typeof token === 'string' && typeof refresh === 'string' ? token : null
  } catch {
    return null
  }
}

/** True when a session is stored, valid or not; cheap enough for the public pages. */
export function hasStoredSession(): boolean {
  return storedAccessToken() !== null
}
