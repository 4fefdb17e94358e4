import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClient, type FolioClient } from './client.js'
import { FolioAuthError, FolioValidationError } from './errors.js'
import { dialectUnderTest, startLiveFolio, type LiveFolio } from './test/live-folio.js'
import type { TypedGraphqlDocument } from './types.js'
import { thrown } from './test/thrown.js'

/** `graphql()` against a real server: the slug `sdk-notes` becomes `SdkNotes` / `sdkNotesList`. */

interface Note {
  id: string
  title: string
  status: string
  version: number
  data: { text: string | null }
}

type NoteList = { sdkNotesList: { items: Note[]; meta: { total: number } } }

const LIST = `query Notes($q: String) {
  sdkNotesList(sort: ["title"], q: $q) { items { title data { text } } meta { total } }
}`

const CREATE = `mutation Create($input: SdkNotesInput!) {
  createSdkNotes(input: $input) { id title status version data { text } }
}`

describe(`@folio/sdk graphql() on ${dialectUnderTest}`, () => {
  let folio: LiveFolio
  let writer: FolioClient
  let reader: FolioClient

  beforeAll(async () => {
    folio = await startLiveFolio()
    await folio.createNotes()
    writer = createClient({ url: folio.url, apiKey: folio.apiKey })
    reader = createClient({ url: folio.url, apiKey: await folio.createKey('read') })
  })

  afterAll(async () => {
    await folio?.close()
  })

  it('runs a query with a read-only key, which sees published items only', async () => {
    const answer = await reader.graphql<NoteList>(LIST)
    expect(answer).toEqual({
      data: {
        sdkNotesList: {
          items: [{ title: 'Public note', data: { text: 'hello' } }],
          meta: { total: 1 },
        },
      },
    })
    const searched = await writer.graphql<NoteList, { q: string }>(LIST, { q: 'secret' })
    expect(searched.data?.sdkNotesList.items.map((note) => note.title)).toEqual(['Draft note'])
  })

  it('runs the named operation of a document, with a typed document string', async () => {
    // As GraphQL Code Generator writes documents with `documentMode: 'string'`.
    class TypedDocumentString<TData, TVariables>
      extends String
      implements TypedGraphqlDocument<TData, TVariables>
    {
      declare __apiType?: (variables: TVariables) => TData
    }
    const document = new TypedDocumentString<{ contentTypes: Array<{ slug: string }> }, never>(
      `query Other { __typename }\nquery Types { contentTypes { slug } }`,
    )
    const answer = await reader.graphql(document, undefined, { operationName: 'Types' })
    expect(answer.data?.contentTypes.map((type) => type.slug)).toContain('sdk-notes')
  })

  it('runs mutations with a read-write key and answers a stale version in errors', async () => {
    const created = await writer.graphql<{ createSdkNotes: Note }>(CREATE, {
      input: { title: 'From GraphQL', status: 'draft', data: { text: 'one' } },
    })
    expect(created.errors).toBeUndefined()
    const note = created.data!.createSdkNotes
    expect(note).toMatchObject({ title: 'From GraphQL', status: 'draft', data: { text: 'one' } })

    const publish = `mutation Publish($id: ID!, $version: Int) {
      publishSdkNotes(id: $id, version: $version) { status version }
    }`
    const published = await writer.graphql<{ publishSdkNotes: Pick<Note, 'status' | 'version'> }>(
      publish,
      { id: note.id, version: note.version },
    )
    expect(published).toEqual({
      data: { publishSdkNotes: { status: 'published', version: note.version + 1 } },
    })

    // The version read before the publish is stale now: the field fails, nothing is thrown.
    const stale = await writer.graphql(publish, { id: note.id, version: note.version })
    expect(stale.data).toBeNull()
    expect(stale.errors).toHaveLength(1)
    expect(stale.errors![0]).toMatchObject({
      path: ['publishSdkNotes'],
      extensions: { code: 'stale_version', status: 409 },
    })
  })

  it('answers a read-only key writing with forbidden in errors', async () => {
    const answer = await reader.graphql(CREATE, { input: { title: 'Nope' } })
    expect(answer.data).toBeNull()
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['forbidden'])
  })

  it('throws FolioValidationError for a query the server refused before running it', async () => {
    const syntax = await thrown(reader.graphql('{ sdkNotesList { items { title }'))
    expect(syntax).toBeInstanceOf(FolioValidationError)
    expect(syntax).toMatchObject({ status: 400, code: 'graphql_validation_failed' })
    expect(syntax.message).toMatch(/Syntax Error/)

    const unknown = await thrown(reader.graphql('{ sdkNotesList { items { colour } } }'))
    expect(unknown).toMatchObject({ status: 400, code: 'graphql_validation_failed' })
    expect(unknown.details[0]?.message).toMatch(/colour/)
  })

  it('throws FolioAuthError for a key the server does not know', async () => {
    const stranger = createClient({ url: folio.url, apiKey: 'folio_not_a_real_key_at_all_000000' })
    const error = await thrown(stranger.graphql('{ contentTypes { slug } }'))
    expect(error).toBeInstanceOf(FolioAuthError)
    expect(error.status).toBe(401)
  })
})
