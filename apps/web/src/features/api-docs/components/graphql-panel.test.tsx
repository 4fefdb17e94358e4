import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { GraphqlFetcher } from '../api/graphql'

import { ApiDocs } from './api-docs'
import { NO_KEY_MESSAGE } from './graphql-panel'

import { configureApiAuth } from '@/lib/api-client'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, stubApi } from '@/testing/stub-api'

// GraphiQL itself (Monaco, web workers) needs a real browser: e2e/graphql.spec.ts runs it. Here
// a stand-in takes its place and calls the fetcher the panel hands it, as GraphiQL would.
vi.mock('./graphql-explorer', async () => {
  const { useState } = await import('react')
  function GraphqlExplorer({ fetcher, sdl }: { fetcher: GraphqlFetcher; sdl?: string }) {
    const [result, setResult] = useState('')
    const run = () =>
      fetcher({ query: '{ contentTypes { slug } }' }, { headers: { 'X-Trace': 'explorer' } }).then(
        (answer) => setResult(JSON.stringify(answer)),
        (error: Error) => setResult(`Failed: ${error.message}`),
      )
    return (
      <section aria-label="Explorer">
        <p>{sdl === undefined ? 'No schema yet' : `Schema: ${sdl}`}</p>
        <button type="button" onClick={() => void run()}>
          Run
        </button>
        <output>{result}</output>
      </section>
    )
  }
  return { GraphqlExplorer }
})

const SDL = 'type Query { contentTypes: [ContentTypeInfo!]! }'
const TOKEN = 'session-token'
const KEY = 'folio_ab12cd34EFGH5678ijkl9012mnop3456'

function stubSchema() {
  return stubApi.get(
    '/api/v1/graphql/schema.graphql',
    () => new HttpResponse(SDL, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
  )
}

function stubGraphql(answer: unknown = { data: { contentTypes: [{ slug: 'blog-post' }] } }) {
  return stubApi.post('/api/v1/graphql', () => apiJson(answer))
}

function renderGraphqlTab() {
  renderApp(<ApiDocs />, { route: '/api?tab=graphql', role: 'admin' })
}

const explorer = () => screen.findByRole('region', { name: 'Explorer' })

async function run() {
  const region = await explorer()
  fireEvent.click(within(region).getByRole('button', { name: 'Run' }))
  return region
}

beforeEach(() => {
  configureApiAuth({ getAccessToken: () => Promise.resolve(TOKEN), onUnauthorized: () => {} })
})

afterEach(() => {
  configureApiAuth({ getAccessToken: () => Promise.resolve(null), onUnauthorized: () => {} })
  vi.restoreAllMocks()
})

describe('API docs GraphQL tab', () => {
  it('loads the explorer behind the loading state and runs queries with the session', async () => {
    const schema = stubSchema()
    const posts = stubGraphql()
    renderGraphqlTab()
    expect(screen.getByRole('tab', { name: 'GraphQL' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading the GraphQL explorer...')

    const region = await explorer()
    // The schema comes from the SDL, read with the session's token.
    expect(await within(region).findByText(`Schema: ${SDL}`)).toBeTruthy()
    expect(schema[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)

    await run()
    await waitFor(() => {
      expect(region.querySelector('output')?.textContent).toBe(
        JSON.stringify({ data: { contentTypes: [{ slug: 'blog-post' }] } }),
      )
    })
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toEqual({ query: '{ contentTypes { slug } }' })
    expect(posts[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    // Headers typed into GraphiQL's editor go along.
    expect(posts[0]!.headers.get('x-trace')).toBe('explorer')
  })

  it('runs with an API key from a password field that is never stored', async () => {
    stubSchema()
    const posts = stubGraphql()
    renderGraphqlTab()
    fireEvent.click(screen.getByRole('radio', { name: 'An API key' }))
    const field = screen.getByLabelText<HTMLInputElement>('API key')
    expect(field.type).toBe('password')

    // Without a key nothing is sent: the explorer says what is missing.
    const region = await run()
    await waitFor(() => {
      expect(region.querySelector('output')?.textContent).toBe(`Failed: ${NO_KEY_MESSAGE}`)
    })
    expect(posts).toHaveLength(0)

    fireEvent.change(field, { target: { value: `  ${KEY}  ` } })
    await run()
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`)
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(KEY)

    // Back to the session: the token goes again.
    fireEvent.click(screen.getByRole('radio', { name: 'Your session' }))
    await run()
    await waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[1]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
  })

  it('shows a refused query and a refused key as answers, not as failures', async () => {
    stubSchema()
    const refusals = [
      { errors: [{ message: 'Syntax Error', extensions: { code: 'graphql_validation_failed' } }] },
      { error: { code: 'unauthorized', message: 'Invalid API key' } },
    ]
    let call = 0
    stubApi.post('/api/v1/graphql', () => apiJson(refusals[call++], call === 1 ? 400 : 401))
    renderGraphqlTab()
    const region = await run()
    await waitFor(() => {
      expect(region.querySelector('output')?.textContent).toBe(JSON.stringify(refusals[0]))
    })
    await run()
    await waitFor(() => {
      expect(region.querySelector('output')?.textContent).toBe(JSON.stringify(refusals[1]))
    })
  })

  it('downloads the SDL as schema.graphql, read afresh with the session', async () => {
    const schema = stubSchema()
    const saved: Blob[] = []
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        saved.push(blob)
        return 'blob:schema'
      },
    })
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderGraphqlTab()
    await within(await explorer()).findByText(`Schema: ${SDL}`)

    fireEvent.click(screen.getByRole('button', { name: 'Download schema (SDL)' }))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('schema.graphql')
    expect(link.href).toBe('blob:schema')
    expect(await saved[0]!.text()).toBe(SDL)
    expect(schema).toHaveLength(2)
    expect(schema[1]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
  })

  it('says when the schema cannot be loaded, and the explorer still opens', async () => {
    stubApi.get('/api/v1/graphql/schema.graphql', () =>
      apiError(401, 'unauthorized', 'Sign in or use an API key to read the schema'),
    )
    renderGraphqlTab()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The schema could not be loaded')
    expect(alert.textContent).toContain('Sign in or use an API key to read the schema')
    expect(within(await explorer()).getByText('No schema yet')).toBeTruthy()
  })
})
