import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nowIso } from '../../lib/clock.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
  type TestServer,
} from '../../test/test-server.js'
import { insertContentType } from '../content-types/content-types.repository.js'
import { uniqueConstraints } from '../../db/constraints.js'
import { insertContentItem } from './content.repository.js'

describe(`content repository on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let server: TestServer

  beforeAll(async () => {
    installation = await createTestInstallation()
    server = await startTestServer(installation)
  })
  afterAll(async () => {
    await server.close()
    await installation.destroy()
  })

  // Two saves that both passed the slug check race to the insert; the loser must be told apart
  // from other failures so it answers 409, not 500.
  it('recognises the (type, slug) unique constraint refusing a write', async () => {
    const db = server.app.database.db
    const typeId = randomUUID()
    await insertContentType(db, {
      id: typeId,
      name: 'Race',
      slug: 'race',
      description: '',
      fields: [],
      createdAt: nowIso(),
    })
    const item = () => ({
      id: randomUUID(),
      contentTypeId: typeId,
      title: 'Same',
      slug: 'same',
      status: 'draft' as const,
      data: {},
      createdAt: nowIso(),
      publishedAt: null,
      createdBy: null,
    })
    await insertContentItem(db, item())
    const error: unknown = await insertContentItem(db, item()).catch((e: unknown) => e)
    const { dialect } = server.app.database
    const isSlugViolation = (e: unknown) =>
      dialect.isUniqueViolation(e, uniqueConstraints.contentItemSlug)
    expect(isSlugViolation(error)).toBe(true)
    expect(dialect.isUniqueViolation(error, uniqueConstraints.contentTypeSlug)).toBe(false)

    const otherError: unknown = await insertContentItem(db, { ...item(), contentTypeId: 'nope' })
      .then(() => null)
      .catch((e: unknown) => e)
    expect(otherError).not.toBeNull()
    expect(isSlugViolation(otherError)).toBe(false)

    const typeError: unknown = await insertContentType(db, {
      id: randomUUID(),
      name: 'Race again',
      slug: 'race',
      description: '',
      fields: [],
      createdAt: nowIso(),
    }).catch((e: unknown) => e)
    expect(dialect.isUniqueViolation(typeError, uniqueConstraints.contentTypeSlug)).toBe(true)
    expect(isSlugViolation(typeError)).toBe(false)
  })
})
