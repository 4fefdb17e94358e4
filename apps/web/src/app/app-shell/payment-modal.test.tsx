import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInThisContext } from 'node:vm'

import { billingMessages } from '@folio/schema'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  json,
  selfHostedSubscription,
  stubBillingApi,
  subscriptionFixture,
} from '@/features/billing/billing-test-fixtures'
import type { Answer } from '@/features/billing/billing-test-fixtures'

import { ModalHost } from '@/app/app-shell/modal-host'
import { authStore, initialAuthState } from '@/stores/auth'
import { uiStore } from '@/stores/ui'
import { renderApp } from '@/testing/render-app'

/*
 * The modal runs with the real @stripe/stripe-js and @stripe/react-stripe-js. jsdom fetches no
 * scripts, so each test plays the browser: it answers the <script> Stripe.js injects with a
 * load (after installing the browser tests' Stripe.js stand-in) or an error.
 */
const STRIPE_FAKE = 'http://stripe.test'
const standIn = readFileSync(
  path.join(import.meta.dirname, '../../../../../e2e/support/stripe-stand-in.js'),
  'utf8',
).replaceAll('__STRIPE_FAKE_URL__', STRIPE_FAKE)

const stripeScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[src^="https://js.stripe.com/"]'),
]

/** Waits for Stripe.js to be requested (a script other than `previous`) and returns it. */
async function requestedScript(previous?: HTMLScriptElement): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = stripeScripts().find((candidate) => candidate !== previous)
    if (!script) throw new Error('Stripe.js was not requested')
    return script
  })
}

async function failLoad(script: HTMLScriptElement) {
  await act(async () => {
    script.dispatchEvent(new Event('error'))
    await Promise.resolve()
  })
}

async function loadStandIn(script: HTMLScriptElement) {
  await act(async () => {
    runInThisContext(standIn)
    script.dispatchEvent(new Event('load'))
    await Promise.resolve()
  })
}

const intent = {
  id: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
  amountCents: 1900,
  currency: 'usd',
}

/** The billing API plus Stripe's confirm endpoint, which `confirm` answers. */
function stubApis(confirm: (form: URLSearchParams) => Answer = () => json(200, { id: 'pi_123' })) {
  return stubBillingApi({
    subscription: subscriptionFixture(),
    route: ({ method, url, body }) => {
      if (method === 'POST' && url.endsWith('/api/v1/billing/payment-intents'))
        return json(201, { data: intent })
      if (url === `${STRIPE_FAKE}/v1/payment_intents/pi_123/confirm`)
        return confirm(new URLSearchParams(body))
      return undefined
    },
  })
}

function renderModal(role: 'admin' | 'editor' = 'admin') {
  renderApp(<ModalHost />, { role })
  act(() => uiStore.getState().openModal({ kind: 'payment', amount: 1900 }))
  return screen.getByRole('dialog', { name: 'Upgrade to Premium' })
}

function typeCard(dialog: HTMLElement, number: string) {
  fireEvent.input(within(dialog).getByLabelText('Card number'), { target: { value: number } })
  fireEvent.input(within(dialog).getByLabelText('Expiry'), { target: { value: '12 / 34' } })
  fireEvent.input(within(dialog).getByLabelText('CVC'), { target: { value: '123' } })
}

beforeEach(() => {
  uiStore.getState().closeModal()
})

afterEach(() => {
  act(() => uiStore.getState().closeModal())
  authStore.setState(initialAuthState)
})

// The order matters: Stripe.js loads once per page, as in a browser, and stays loaded.
describe('Payment modal', () => {
  it('says the provider is not initialized when Stripe.js fails, and Retry loads it', async () => {
    stubApis()
    const dialog = renderModal()
    expect(await within(dialog).findByText('$19.00')).toBeDefined()

    // @stripe/stripe-js tries a second time by itself before giving up.
    const first = await requestedScript()
    await failLoad(first)
    await failLoad(await requestedScript(first))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain(billingMessages.providerNotInitialized)

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    const retried = await requestedScript()
    await loadStandIn(retried)
    expect(await within(dialog).findByLabelText('Card number')).toBeDefined()
    expect(within(dialog).queryByText(billingMessages.providerNotInitialized)).toBeNull()
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Pay $19.00' }).hasAttribute('disabled'),
      ).toBe(false),
    )
  })

  it('shows the amount in dollars, then the card entry for the server’s PaymentIntent', async () => {
    const sent = stubApis()
    const dialog = renderModal()

    expect(await within(dialog).findByText('$19.00')).toBeDefined()
    expect(within(dialog).getByText('per month')).toBeDefined()
    expect(await within(dialog).findByRole('button', { name: 'Pay $19.00' })).toBeDefined()
    const created = sent.filter((request) => request.url.endsWith('/billing/payment-intents'))
    expect(created).toHaveLength(1)
    expect(JSON.parse(created[0]?.body ?? '{}')).toEqual({ plan: 'premium' })
  })

  it('reads Processing... while Stripe confirms the typed card', async () => {
    let confirmed: URLSearchParams | undefined
    stubApis((form) => {
      confirmed = form
      // Stripe answers later: the button stays busy meanwhile.
      return new Promise<Response>(() => {})
    })
    const dialog = renderModal()
    await within(dialog).findByLabelText('Card number')
    const pay = await within(dialog).findByRole('button', { name: 'Pay $19.00' })
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false))

    typeCard(dialog, '4242 4242 4242 4242')
    fireEvent.click(pay)

    const busy = await within(dialog).findByRole('button', { name: 'Processing...' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(confirmed).toBeDefined())
    expect(confirmed?.get('client_secret')).toBe('pi_123_secret_abc')
    expect(confirmed?.get('payment_method_data[card][number]')).toBe('4242424242424242')
    expect(confirmed?.get('return_url')).toBe(`${window.location.origin}/payment/success`)
  })

  it('shows the failure and lets the user try again when the card is declined', async () => {
    stubApis((form) =>
      form.get('payment_method_data[card][number]') === '4000000000000002'
        ? json(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          })
        : new Promise<Response>(() => {}),
    )
    const dialog = renderModal()
    await within(dialog).findByLabelText('Card number')
    const pay = await within(dialog).findByRole('button', { name: 'Pay $19.00' })
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false))

    typeCard(dialog, '4000 0000 0000 0002')
    fireEvent.click(pay)

    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText(billingMessages.paymentFailed)).toBeDefined()
    expect(within(alert).getByText('Your card was declined.')).toBeDefined()
    const again = within(dialog).getByRole('button', { name: 'Pay $19.00' })
    expect(again.hasAttribute('disabled')).toBe(false)

    typeCard(dialog, '4242 4242 4242 4242')
    fireEvent.click(again)
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDefined()
  })

  it('shows the server’s refusal to start a payment', async () => {
    stubBillingApi({
      subscription: subscriptionFixture(),
      route: ({ method, url }) =>
        method === 'POST' && url.endsWith('/api/v1/billing/payment-intents')
          ? json(409, { error: { code: 'conflict', message: billingMessages.alreadyPremium } })
          : undefined,
    })
    const dialog = renderModal()
    expect(await within(dialog).findByText('Could not start the payment')).toBeDefined()
    expect(within(dialog).getByText(billingMessages.alreadyPremium)).toBeDefined()
  })

  it('asks for nothing on a self-hosted installation', async () => {
    const sent = stubBillingApi({ subscription: selfHostedSubscription })
    const dialog = renderModal()
    expect(await within(dialog).findByText('Nothing to pay')).toBeDefined()
    expect(within(dialog).getByText(billingMessages.selfHosted)).toBeDefined()
    expect(sent.every((request) => request.method === 'GET')).toBe(true)
  })

  it('tells a non-admin that an administrator upgrades', async () => {
    const sent = stubApis()
    const dialog = renderModal('editor')
    expect(await within(dialog).findByText('Ask an administrator')).toBeDefined()
    expect(sent.every((request) => request.method === 'GET')).toBe(true)
  })
})
