import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely'

import type { Dialect } from '../dialects/dialect.js'
import type { Database } from '../tables.js'
import { init } from './0001-init.js'
import { auth } from './0002-auth.js'
import { content } from './0003-content.js'
import { delivery } from './0004-delivery.js'
import { deliveryIndexes } from './0005-delivery-indexes.js'
import { media } from './0006-media.js'
import { workflow } from './0007-workflow.js'
import { navigation } from './0008-navigation.js'
import { localization } from './0009-localization.js'
import { seo } from './0010-seo.js'
import { audit } from './0011-audit.js'
import { ai } from './0012-ai.js'
import { connections } from './0013-connections.js'
import { billing } from './0014-billing.js'
import { analytics } from './0015-analytics.js'
import { workflowAutomation } from './0016-workflow-automation.js'
import { totpLastStep } from './0017-totp-last-step.js'
import { structuredContent } from './0018-structured-content.js'
import { cacheGenerations } from './0019-cache-generations.js'
import { plugins } from './0020-plugins.js'
import { contactInbox } from './0021-contact-inbox.js'
import { collabDocuments } from './0022-collab-documents.js'
import { itemGenerations } from './0023-item-generations.js'
import { generationChanges } from './0024-generation-changes.js'
import { coveringFilterIndexes } from './0025-covering-filter-indexes.js'

/**
 * Migrations live in code, keyed by a sortable name. Append new ones; never edit one that
 * has shipped. Each receives the dialect for the few column types that differ.
 */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-init': init(dialect),
    '0002-auth': auth(dialect),
    '0003-content': content(dialect),
    '0004-delivery': delivery(dialect),
    '0005-delivery-indexes': deliveryIndexes(dialect),
    '0006-media': media(dialect),
    '0007-workflow': workflow(dialect),
    '0008-navigation': navigation(dialect),
    '0009-localization': localization(dialect),
    '0010-seo': seo(dialect),
    '0011-audit': audit(dialect),
    '0012-ai': ai(dialect),
    '0013-connections': connections(dialect),
    '0014-billing': billing(dialect),
    '0015-analytics': analytics(dialect),
    '0016-workflow-automation': workflowAutomation(dialect),
    '0017-totp-last-step': totpLastStep(dialect),
    '0018-structured-content': structuredContent(dialect),
    '0019-cache-generations': cacheGenerations(dialect),
    '0020-plugins': plugins(dialect),
    '0021-contact-inbox': contactInbox(dialect),
    '0022-collab-documents': collabDocuments(dialect),
    '0023-item-generations': itemGenerations(dialect),
    '0024-generation-changes': generationChanges(dialect),
    '0025-covering-filter-indexes': coveringFilterIndexes(dialect),
  }
}

async function createMigrator(db: Kysely<Database>, dialect: Dialect): Promise<Migrator> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(dialect)),
  }
  const migrationTableSchema = await dialect.migrationSchema(db)
  return new Migrator({ db, provider, ...(migrationTableSchema && { migrationTableSchema }) })
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error })
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (an advisory lock on
 * PostgreSQL), so several instances starting together apply each migration once.
 */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  return applied(await (await createMigrator(db, dialect)).migrateToLatest())
}

/** Brings the schema up to one named migration: tests of a migration start from the one before. */
export async function migrateTo(
  db: Kysely<Database>,
  dialect: Dialect,
  name: string,
): Promise<string[]> {
  return applied(await (await createMigrator(db, dialect)).migrateTo(name))
}

/** Every migration this server knows, in order, with when it was applied (null: pending). */
export async function listMigrations(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<{ name: string; appliedAt: string | null }[]> {
  const migrations = await (await createMigrator(db, dialect)).getMigrations()
  return migrations.map((m) => ({
    name: m.name,
    appliedAt: m.executedAt ? m.executedAt.toISOString() : null,
  }))
}
