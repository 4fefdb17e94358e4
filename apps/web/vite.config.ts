import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

import { docsPlugin } from './vite-plugin-docs.ts'

// `folio-source` makes `@folio/schema` resolve to its TypeScript source, so the web app never
// depends on a stale build of the shared package.
const apiTarget = 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss(), docsPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['folio-source', ...defaultClientConditions],
  },
  ssr: {
    // Bundle the workspace package into the prerender build instead of importing its dist.
    noExternal: ['@folio/schema'],
    resolve: { conditions: ['folio-source', ...defaultServerConditions] },
  },
  server: {
    // Trailing slashes keep the app's own `/api` screen (API documentation) out of the proxy.
    proxy: {
      '/api/': { target: apiTarget, changeOrigin: true },
      '/auth/': { target: apiTarget, changeOrigin: true },
      // Uploaded files (`/media/{id}/{name}`), but not `/media` itself: that is the library screen.
      '^/media/[^/?#]+/[^/?#]+': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // The server serves only `dist/assets/*` statically; nothing may live in a public dir.
    copyPublicDir: false,
  },
})
