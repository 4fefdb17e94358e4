import { expect, test } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'

// The main installation has no Stripe keys: it is self-hosted, with every feature unlocked.
test('a self-hosted installation says so, and nothing is locked', async ({ page }) => {
  await signInAsDemo(page, 'Admin')
  await page.goto('/settings?tab=subscription')
  await expect(page.getByText(/This installation is self-hosted/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0)

  await page.goto('/analytics')
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
  await expect(page.getByRole('note', { name: /needs Premium/ })).toHaveCount(0)
})
