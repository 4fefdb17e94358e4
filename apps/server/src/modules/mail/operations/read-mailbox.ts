import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import {
  findOutboxMessage,
  listOutboxMessages,
  type OutboxMessage,
} from '../mail-outbox.repository.js'

/** The development outbox, newest first; `to` narrows to one recipient. */
export function listMailbox(db: Kysely<Database>, to?: string): Promise<OutboxMessage[]> {
  return listOutboxMessages(db, { to })
}

export function getMailboxMessage(
  db: Kysely<Database>,
  id: string,
): Promise<OutboxMessage | undefined> {
  return findOutboxMessage(db, id)
}
