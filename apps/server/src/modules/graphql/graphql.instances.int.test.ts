import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from '../../test/api-key-fixtures.js'
import {
  createType,
  setTypeFields,
  signedInApi,
  type ContentApi,
} from '../../test/content-fixtures.js'
import { createItem } from '../../test/structured-delivery-fixtures.js'
import {
  createTestInstallation,
  dialectUnderTest,
  startTestServer,
  type TestInstallation,
} from '../../test/test-server.js'
import { graphqlClient, namesOf } from '../../test/graphql-test-kit.js'

/** Two instances of one installation, as two processes behind a load balancer would be. */
describe(`GraphQL schema across instances on ${dialectUnderTest}`, () => {
  let installation: TestInstallation
  let first: ContentApi
  let second: ContentApi

  beforeAll(async () => {
    installation = await createTestInstallation()
    first = await signedInApi(await startTestServer(installation, { FOLIO_DEMO: 'true' }))
    second = await signedInApi(await startTestServer(installation, { FOLIO_DEMO: 'true' }))
  })

  afterAll(async () => {
    await first?.close()
    await second?.close()
    await installation?.destroy()
  })

  it('serves a type created or changed on one instance from the other at once', async () => {
    const key = await createApiKey(first, 'read')
    const client = graphqlClient(second, key.secret)
    // The second instance builds its schema before the type exists.
    await client.request('{ contentTypes { slug } }')
    const events = await createType(first, 'Event', [{ name: 'venue', type: 'text' }])
    await createItem(first, events, 'Launch', { venue: 'Hall' })
    const { list } = namesOf(events)
    const page = await client.request<Record<string, { items: unknown[] }>>(
      `{ ${list} { items { title data { venue } } } }`,
    )
    expect(page[list]!.items).toEqual([{ title: 'Launch', data: { venue: 'Hall' } }])
    // A field added on the first instance can be asked for on the second.
    await setTypeFields(first, events, [
      ...events.fields,
      { id: 'seats-field', name: 'seats', type: 'number', required: false, description: '' },
    ])
    const changed = await client.request<Record<string, { items: unknown[] }>>(
      `{ ${list} { items { title data { venue seats } } } }`,
    )
    expect(changed[list]!.items).toEqual([
      { title: 'Launch', data: { venue: 'Hall', seats: null } },
    ])
  })
})
