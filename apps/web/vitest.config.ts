import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defineProject, mergeConfig } from 'vitest/config'

import viteConfig from './vite.config.ts'

/**
 * Test files that replace one of the app's modules with vi.mock. They need a module graph of
 * their own: in a shared one, the screen under test may already hold the real module. They run
 * in the `web-mocks` project (vitest.mocks.config.ts), found by their text so none is missed.
 */
export const mockingFiles = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true })
  .map((file) => path.join('src', String(file)))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('))

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: mockingFiles,
      setupFiles: ['./src/testing/setup.ts'],
      // One jsdom and one module graph for every file, instead of a new one each: the suite
      // runs in a fifth of the time. The setup file undoes what a file leaves in the page,
      // in storage, in the app's stores and in stubbed globals before the next one starts.
      isolate: false,
    },
  }),
)
