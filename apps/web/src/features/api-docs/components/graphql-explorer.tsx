import 'graphiql/setup-workers/vite'
// GraphiQL's styles without `graphiql/style.css`, which bundles Monaco's stylesheet (Monaco
// brings its own) and fonts as data: URLs that the pages' Content-Security-Policy refuses.
import '@graphiql/react/style.css'
import '@graphiql/plugin-doc-explorer/style.css'
import '@graphiql/plugin-history/style.css'
import 'graphiql/graphiql.css'
import './graphql-explorer.css'

import { GraphiQL } from 'graphiql'
import { buildSchema } from 'graphql'
import type { ComponentProps } from 'react'
import { useEffect, useMemo } from 'react'

import type { GraphqlFetcher } from '../api/graphql'

import { useTheme } from '@/lib/theme'

/** What a new tab of the explorer starts with, until someone types their own. */
export const STARTER_QUERY = `# Ctrl+Enter (⌘+Enter) runs the query; Ctrl+Space suggests fields.
# The book icon on the left documents every type of this installation.
{
  contentTypes {
    slug
    name
  }
}
`

/**
 * GraphiQL, in its own chunk with the Monaco editors and their workers. Its schema is built from
 * the SDL (`sdl`, undefined until it arrives): GraphiQL never sends its introspection query,
 * which nests deeper than the API allows. It follows the app's theme (light, dark or the
 * system's) instead of offering its own switch.
 */
export function GraphqlExplorer({ fetcher, sdl }: { fetcher: GraphqlFetcher; sdl?: string }) {
  const theme = useTheme()
  const schema = useMemo(() => (sdl === undefined ? null : buildSchema(sdl)), [sdl])
  // GraphiQL marks <body> with its theme; leaving the tab leaves the rest of the app unmarked.
  useEffect(() => () => document.body.classList.remove('graphiql-light', 'graphiql-dark'), [])
  return (
    <GraphiQL
      fetcher={fetcher as ComponentProps<typeof GraphiQL>['fetcher']}
      schema={schema}
      forcedTheme={theme}
      defaultQuery={STARTER_QUERY}
      className="folio-graphiql"
    />
  )
}
