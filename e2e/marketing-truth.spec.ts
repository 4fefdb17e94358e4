import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { inEveryLook } from './support/looks.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

/** The installation of the billing specs, which sells Premium through a Stripe stand-in. */
const sellingUrl = process.env.E2E_BILLING_URL ?? ''

/** What a self-hosted installation includes, as its pricing page lists it. */
const included = [
  'Unlimited content types and items',
  'Media library with no storage quota',
  'Team collaboration with roles and review workflows',
  'Multi-language support',
  'Version control',
  'AI assistant with your own provider key',
  'Advanced analytics',
  'Workflow automation',
  'Custom domains',
  'Read-write API keys',
]

/** Claims no installation can make: Folio takes cards through Stripe, nothing else. */
const neverTrue = /PayPal|bank transfer|invoice/i
/** Claims a self-hosted installation, which sells nothing, cannot make. */
const sellingClaims = /free trial|day trial|\$19|Most Popular|Upgrade|payment method|per month/i

interface Offer {
  mode: 'self_hosted' | 'stripe'
  trialAvailable: boolean
}

/** Opens a page and returns the offer the page itself read from the installation. */
async function openWithOffer(page: Page, url: string): Promise<Offer> {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/billing/offer'),
  )
  await page.goto(url)
  const body = (await (await answer).json()) as { data: Offer }
  return body.data
}

// The main installation of the run has no Stripe keys: it is self-hosted.
test.describe('a self-hosted installation', () => {
  test('its pricing page says everything is included: no plans, trial or checkout', async ({
    page,
  }) => {
    expect((await openWithOffer(page, '/pricing')).mode).toBe('self_hosted')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything is included')
    const plan = page.getByRole('article', { name: 'Everything included' })
    await expect(plan.getByRole('listitem')).toHaveText(included)
    await expect(plan.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup')
    await expect(page.getByRole('article', { name: 'Premium' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Upgrade|trial|Buy/i })).toHaveCount(0)

    const main = page.getByRole('main')
    await expect(main).not.toContainText(sellingClaims)
    await expect(main).not.toContainText(neverTrue)
    await expect(page.locator('#faq')).toContainText('Is there anything to pay for?')
    await expect(page.locator('#faq')).toContainText('Does the AI assistant cost extra?')

    await inEveryLook(page, async (look) => {
      await page.screenshot({
        path: path.join(artifacts, `pricing-self-hosted-${look}.png`),
        fullPage: true,
      })
    })
  })

  test('its landing page sells nothing either: hero, pricing section and FAQ', async ({ page }) => {
    await openWithOffer(page, '/')

    await expect(
      page.getByText('Self-hosted: every feature included, nothing to buy.'),
    ).toBeVisible()
    const pricing = page.locator('#pricing')
    await expect(pricing.getByRole('heading', { name: 'Everything is included' })).toBeVisible()
    await expect(pricing.getByRole('article', { name: 'Everything included' })).toBeVisible()
    await expect(
      pricing.getByRole('link', { name: 'See everything that is included' }),
    ).toBeVisible()
    await expect(pricing).not.toContainText(sellingClaims)
    await expect(page.locator('#faq')).not.toContainText(sellingClaims)

    const main = page.getByRole('main')
    await expect(main).not.toContainText(neverTrue)
    // The assistant is configured with the installation's own key, whatever the plan.
    await expect(page.locator('#faq')).toContainText('enters its API key in Settings → AI')

    await inEveryLook(page, async (look) => {
      await pricing.scrollIntoViewIfNeeded()
      await page.screenshot({
        path: path.join(artifacts, `landing-pricing-self-hosted-${look}.png`),
      })
    })
  })
})

test.describe('an installation that sells Premium through Stripe', () => {
  test('its pricing page lists both plans, takes cards through Stripe, and offers a trial only while there is one', async ({
    page,
  }) => {
    // Section 1 of the spec, as the pricing page shows them.
    const free = [
      'Unlimited content types',
      'Unlimited content items',
      'Media library',
      'Team collaboration',
      'Multi-language support',
      'Version control',
      'AI assistant with your own API key',
    ]
    const premium = [
      'Everything in Free',
      'Built-in AI assistant',
      'Priority support',
      'Advanced analytics',
      'Custom domains',
      'API access',
      'Workflow automation',
    ]
    // The billing specs may start this installation's one trial at any moment: the page is
    // checked against the offer it read itself.
    const offer = await openWithOffer(page, `${sellingUrl}/pricing`)
    expect(offer.mode).toBe('stripe')

    const freePlan = page.getByRole('article', { name: 'Free' })
    await expect(freePlan).toContainText('$0')
    await expect(freePlan).toContainText('per month')
    await expect(freePlan.getByRole('listitem')).toHaveText(free)
    const premiumPlan = page.getByRole('article', { name: 'Premium' })
    await expect(premiumPlan).toContainText('$19')
    await expect(premiumPlan).toContainText('Most Popular')
    await expect(premiumPlan.getByRole('listitem')).toHaveText(premium)
    for (const plan of [freePlan, premiumPlan]) {
      await expect(plan.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/signup',
      )
    }

    const faq = page.locator('#faq')
    await expect(faq).toContainText(
      'Premium is paid monthly by credit or debit card, through Stripe.',
    )
    await expect(faq).toContainText(/cancel/i)
    await expect(page.getByRole('main')).not.toContainText(neverTrue)
    if (offer.trialAvailable) {
      await expect(premiumPlan).toContainText('14-day free trial, no card required')
      await expect(faq).toContainText('14-day free trial')
    } else {
      await expect(premiumPlan).toContainText('Billed monthly by card')
      await expect(page.getByRole('main')).not.toContainText(/free trial/i)
    }
    await page.screenshot({ path: path.join(artifacts, 'pricing-selling.png'), fullPage: true })
  })

  test('its landing page shows extended file storage in the plans, and no other payment methods', async ({
    page,
  }) => {
    const offer = await openWithOffer(page, `${sellingUrl}/`)
    const pricing = page.locator('#pricing')
    await expect(pricing.getByRole('article', { name: 'Premium' })).toContainText(
      'Extended file storage',
    )
    await expect(pricing).not.toContainText('Custom domains')
    await expect(pricing.getByRole('link', { name: 'Compare plans in detail' })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(neverTrue)
    await expect(pricing.getByRole('link', { name: 'Start free trial' })).toHaveCount(
      offer.trialAvailable ? 1 : 0,
    )
  })
})
