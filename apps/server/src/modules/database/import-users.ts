import { randomUUID } from 'node:crypto'

import type { Kysely } from 'kysely'

import { findUserByEmail, findUserById, insertIdentity, insertUser } from '../../auth/index.js'
import type { Database } from '../../db/tables.js'
import { USER_COLUMNS } from './export-registry.js'

type Row = Record<string, unknown>

export interface ImportedUsers {
  /** The file's user ids that stand for another id here (an account with the same email). */
  idMap: Map<string, string>
  created: number
  matched: number
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/**
 * Brings the file's accounts in. An email that already has an account here maps to it (the
 * account stays as it is); the others are created without a password, so their people set
 * one with "Forgot password". Passwords, sessions and MFA are never in an export.
 */
export async function importUsers(
  db: Kysely<Database>,
  rows: readonly Row[],
): Promise<ImportedUsers> {
  const store = { db }
  const idMap = new Map<string, string>()
  let created = 0
  let matched = 0
  for (const row of rows) {
    const fileId = String(row.id)
    const email = String(row.email).trim().toLowerCase()
    const existing = await findUserByEmail(store, email)
    if (existing) {
      if (existing.id !== fileId) idMap.set(fileId, existing.id)
      matched++
      continue
    }
    // A UUID taken by another account would be a freak; the account then gets a new one.
    const id = (await findUserById(store, fileId)) ? randomUUID() : fileId
    if (id !== fileId) idMap.set(fileId, id)
    const kept = Object.fromEntries(USER_COLUMNS.map((c) => [c, row[c]]))
    const now = new Date().toISOString()
    const createdAt = text(kept.created_at) ?? now
    await insertUser(store, {
      id,
      email,
      encrypted_password: null,
      email_confirmed_at: text(kept.email_confirmed_at),
      confirmation_sent_at: null,
      recovery_sent_at: null,
      email_change: null,
      email_change_sent_at: null,
      reauthentication_sent_at: null,
      invited_at: text(kept.invited_at),
      last_sign_in_at: null,
      banned_until: text(kept.banned_until),
      raw_app_meta_data: text(kept.raw_app_meta_data) ?? '{}',
      raw_user_meta_data: text(kept.raw_user_meta_data) ?? '{}',
      is_anonymous: Number(kept.is_anonymous ?? 0),
      created_at: createdAt,
      updated_at: text(kept.updated_at) ?? createdAt,
      deleted_at: text(kept.deleted_at),
    })
    await insertIdentity(store, {
      id: randomUUID(),
      provider_id: id,
      user_id: id,
      provider: 'email',
      identity_data: JSON.stringify({
        sub: id,
        email,
        email_verified: kept.email_confirmed_at != null,
        phone_verified: false,
      }),
      email,
      last_sign_in_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    created++
  }
  return { idMap, created, matched }
}
