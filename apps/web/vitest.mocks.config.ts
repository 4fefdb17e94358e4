import { defineProject, mergeConfig } from 'vitest/config'

import viteConfig from './vite.config.ts'
import { mockingFiles } from './vitest.config.ts'

// The app's tests that mock one of its modules, each file in its own module graph.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web-mocks',
      environment: 'jsdom',
      include: mockingFiles,
      setupFiles: ['./src/testing/setup.ts'],
    },
  }),
)
