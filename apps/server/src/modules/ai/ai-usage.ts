import { randomUUID } from 'node:crypto'

import type { AiProvider, AiUsage } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { nowIso } from '../../lib/clock.js'
import { insertUsageRow } from './usage.repository.js'

/** One provider call for Settings → AI → Usage; a provider that reports no usage counts 0. */
export async function recordAiUsage(
  db: Kysely<Database>,
  call: {
    userId: string | null
    kind: 'chat' | 'assist' | 'test'
    provider: AiProvider
    model: string
    usage: AiUsage | null
  },
): Promise<void> {
  await insertUsageRow(db, {
    id: randomUUID(),
    user_id: call.userId,
    kind: call.kind,
    provider: call.provider,
    model: call.model,
    input_tokens: call.usage?.inputTokens ?? 0,
    output_tokens: call.usage?.outputTokens ?? 0,
    created_at: nowIso(),
  })
}
