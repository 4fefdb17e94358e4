import { setupServer } from 'msw/node'

/**
 * The one request interceptor of the web tests. setup.ts starts it with every request that no
 * stub answers an error, and drops each test's stubs after it.
 */
export const server = setupServer()
