import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { codegen } from '@graphql-codegen/core'
import * as typescriptPlugin from '@graphql-codegen/typescript'
import * as operationsPlugin from '@graphql-codegen/typescript-operations'
import { parse } from 'graphql'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApiKey } from '../../test/api-key-fixtures.js'
import { createType, startContentApi, type ContentApi } from '../../test/content-fixtures.js'
import { createItem } from '../../test/structured-delivery-fixtures.js'
import { graphqlClient, namesOf } from '../../test/graphql-test-kit.js'

/** What a developer does with GraphQL Code Generator: types for their queries, from our SDL. */
describe('GraphQL Code Generator against the served schema', () => {
  let api: ContentApi
  let dir: string

  beforeAll(async () => {
    api = await startContentApi()
    dir = mkdtempSync(path.join(tmpdir(), 'folio-codegen-'))
  })

  afterAll(async () => {
    await api?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('generates types for a query that compile and fit the real answer', async () => {
    const key = await createApiKey(api, 'read')
    const posts = await createType(api, 'Post', [
      { name: 'price', type: 'number' },
      { name: 'Launch date', type: 'date' },
    ])
    await createItem(api, posts, 'Alpha', { price: 10, 'Launch date': '2026-05-01' })
    const res = await fetch(`${api.server.url}/api/v1/graphql/schema.graphql`, {
      headers: { authorization: `Bearer ${key.secret}` },
    })
    expect(res.status).toBe(200)
    const sdl = await res.text()

    const { list } = namesOf(posts)
    const query = `query Posts { ${list}(pageSize: 5) { items { id title data { price launchDate } } meta { total } } }`
    const config = { scalars: { DateTime: 'string', JSON: 'unknown' }, avoidOptionals: false }
    const output = await codegen({
      schema: parse(sdl),
      documents: [{ document: parse(query), location: 'posts.graphql' }],
      filename: 'generated.ts',
      config,
      plugins: [{ typescript: {} }, { typescriptOperations: {} }],
      pluginMap: { typescript: typescriptPlugin, typescriptOperations: operationsPlugin },
    })
    const answer = await graphqlClient(api, key.secret).request<unknown>(query)
    writeFileSync(path.join(dir, 'generated.ts'), output)
    writeFileSync(
      path.join(dir, 'use.ts'),
      [
        "import type { PostsQuery } from './generated'",
        `export const answer: PostsQuery = ${JSON.stringify(answer)}`,
        `export const price: number | null | undefined = answer.${list}.items[0]?.data.price`,
      ].join('\n'),
    )
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(problems).toEqual([])
  })
})
