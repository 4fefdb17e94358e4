import { fileURLToPath } from 'node:url'

import { defaultClientConditions, defineConfig, loadEnv } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

// JSX needs no plugin: Vite compiles it as tsconfig.json says (`react-jsx`). Edits reload
// the page instead of hot-swapping components, which keeps the example to a single build tool.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_')
  const folioUrl = env.VITE_FOLIO_URL || 'http://localhost:3000'
  // The site calls Folio's API on its own origin and the server passes it on: the browser
  // then needs no CORS setup, and the preview token header needs no preflight.
  const proxy = { '/api/': { target: folioUrl, changeOrigin: true } }
  return {
    root,
    envDir: root,
    // `@folio/sdk` and `@folio/preview` are read from their TypeScript sources in this
    // repository, so the example runs without building them first.
    resolve: { conditions: ['folio-source', ...defaultClientConditions] },
    server: { port: 5174, strictPort: true, proxy },
    preview: { port: 5174, strictPort: true, proxy },
  }
})
