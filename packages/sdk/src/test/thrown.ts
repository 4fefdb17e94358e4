import { expect } from 'vitest'

import { FolioError } from '../errors.js'

/** What a call threw, for asserting on its class and fields; fails when it did not throw. */
export async function thrown(promise: Promise<unknown>): Promise<FolioError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FolioError)
  return error as FolioError
}
