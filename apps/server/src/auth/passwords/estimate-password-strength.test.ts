import { afterEach, describe, expect, it } from 'vitest'

import {
  createPasswordStrengthEstimator,
  type PasswordStrengthEstimator,
} from './estimate-password-strength.js'

describe('password strength estimator', () => {
  let estimator: PasswordStrengthEstimator | undefined
  afterEach(() => estimator?.close())

  it('starts its thread on the first check and ends it once idle', async () => {
    estimator = createPasswordStrengthEstimator({ idleMs: 50 })
    expect(estimator.running).toBe(false)
    const [weak, strong] = await Promise.all([
      estimator.estimate('password'),
      estimator.estimate('violet-harbour-engine-27'),
    ])
    expect(weak.score).toBe(0)
    expect(weak.warning).toMatch(/used password/)
    expect(strong.score).toBeGreaterThanOrEqual(3)
    expect(estimator.running).toBe(true)
    await expect.poll(() => estimator!.running, { timeout: 2000 }).toBe(false)
    // A later check starts a new thread.
    expect((await estimator.estimate('qwerty123')).score).toBeLessThan(2)
  })
})
