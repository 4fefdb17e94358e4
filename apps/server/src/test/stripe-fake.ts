import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

/**
 * A small stand-in for Stripe's API, speaking its wire format: form-encoded bodies with
 * bracketed keys, Bearer keys, Stripe-shaped objects and errors, idempotency keys, and signed
 * webhook events for every payment it settles. The server's tests point the real `stripe` SDK
 * at it (host, port, protocol); the browser specs use its confirm route the way Stripe.js
 * would. Plain node, so vitest and Playwright can both start one.
 */

export interface StripeFakeOptions {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Where events are POSTed; none are sent until it is set. */
  webhookUrl?: string
  port?: number
}

export interface SentEvent {
  id: string
  type: string
  /** The exact body that was signed and sent. */
  payload: string
  /** The webhook endpoint's answer; null while in flight or when it could not be reached. */
  status: number | null
}

type StripeObject = Record<string, unknown>
type Answer = { status: number; body: unknown }

export interface StripeFake {
  /** `http://127.0.0.1:<port>`, what STRIPE_API_URL gets. */
  url: string
  setWebhookUrl(url: string): void
  paymentIntents: Map<string, StripeObject>
  customers: Map<string, StripeObject>
  sentEvents: SentEvent[]
  /** Pays a PaymentIntent with a card number as the browser would, and awaits its webhook. */
  confirm(id: string, cardNumber: string): Promise<StripeObject>
  /** Sends an event again, freshly signed; answers the endpoint's status. */
  replay(eventId: string): Promise<number | null>
  /** Resolves once every event sent so far has been answered. */
  idle(): Promise<void>
  close(): Promise<void>
}

/** Stripe's test card that is always declined. */
export const DECLINED_CARD = '4000000000000002'
/** Saved cards whose later (off-session) charges are declined. */
const DECLINING_PAYMENT_METHODS = new Set(['pm_card_declined', 'pm_card_chargeCustomerFail'])

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeObject,
  ) {
    super(String(body.message))
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, code, param })
const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  })

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const unixNow = () => Math.floor(Date.now() / 1000)

/**
 * Decodes a form body the way Stripe reads it: `metadata[plan]=x` is an object, `expand[]=a`
 * and `expand[0]=a` are arrays.
 */
export function decodeStripeForm(body: string): StripeObject {
  const root: StripeObject = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[')
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))]
    let node: Record<string, unknown> | unknown[] = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const container = node as Record<string, unknown>
      const slot = Array.isArray(node) && segment === '' ? String(node.length) : segment
      if (last) container[slot] = value
      else {
        const nextIsList = path[index + 1] === '' || /^\d+$/.test(path[index + 1]!)
        container[slot] ??= nextIsList ? [] : {}
        node = container[slot] as Record<string, unknown>
      }
    })
  }
  return root
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  let webhookUrl = options.webhookUrl ?? null
  let baseUrl = ''
  const paymentIntents = new Map<string, StripeObject>()
  const customers = new Map<string, StripeObject>()
  const charges = new Map<string, StripeObject>()
  const idempotent = new Map<string, Answer | 'in_progress'>()
  const sentEvents: SentEvent[] = []
  const inFlight = new Set<Promise<unknown>>()

  async function deliver(event: SentEvent): Promise<number | null> {
    if (!webhookUrl) return null
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: options.webhookSecret,
    })
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: event.payload,
      })
      await response.arrayBuffer()
      return response.status
    } catch {
      return null
    }
  }

  /** Sends the event of a settled PaymentIntent, as Stripe does a moment after the payment. */
  function sendEvent(type: string, object: StripeObject): Promise<unknown> {
    const id = newId('evt')
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: unixNow(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    )
    const event: SentEvent = { id, type, payload, status: null }
    sentEvents.push(event)
    const delivery = deliver(event).then((status) => (event.status = status))
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
    return delivery
  }

  function findIntent(id: string): StripeObject {
    const intent = paymentIntents.get(id)
    if (!intent) throw missing('payment_intent', id)
    return intent
  }

  function view(intent: StripeObject, expand: unknown): StripeObject {
    const wanted = Array.isArray(expand) ? (expand as string[]) : []
    if (!wanted.includes('latest_charge') || !intent.latest_charge) return { ...intent }
    return { ...intent, latest_charge: charges.get(intent.latest_charge as string) ?? null }
  }

  /** Charges the intent with a payment method; a declined card leaves it for another try. */
  function pay(intent: StripeObject, paymentMethod: string, declined: boolean): Promise<unknown> {
    intent.payment_method = paymentMethod
    if (declined) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
      }
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error })
      return sendEvent('payment_intent.payment_failed', { ...intent })
    }
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      currency: intent.currency,
      paid: true,
      status: 'succeeded',
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      receipt_url: '',
      created: unixNow(),
      livemode: false,
    }
    charge.receipt_url = `${baseUrl}/receipts/${charge.id}`
    charges.set(charge.id, charge)
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    })
    return sendEvent('payment_intent.succeeded', { ...intent })
  }

  /** The card a confirm names: a saved payment method, or card details typed in the browser. */
  function confirmIntent(intent: StripeObject, params: StripeObject): Promise<unknown> {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `This PaymentIntent's status is ${String(intent.status)} and cannot be confirmed.`,
        'payment_intent_unexpected_state',
      )
    }
    const card = (params.payment_method_data as { card?: { number?: string } } | undefined)?.card
    if (card?.number !== undefined) {
      const number = card.number.replace(/\s/g, '')
      if (!/^\d{12,19}$/.test(number)) {
        throw new StripeFailure(402, {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        })
      }
      return pay(intent, newId('pm'), number === DECLINED_CARD)
    }
    const method = (params.payment_method as string | undefined) ?? intent.payment_method
    if (typeof method !== 'string' || !method.startsWith('pm_')) {
      throw invalid('You must provide a payment method to confirm.', 'parameter_missing')
    }
    return pay(intent, method, DECLINING_PAYMENT_METHODS.has(method))
  }

  /** Throws the 402 card error of a declined intent, with the intent as Stripe attaches it. */
  function failIfDeclined(intent: StripeObject) {
    const error = intent.last_payment_error as StripeObject | null
    if (intent.status !== 'requires_payment_method' || !error) return
    throw new StripeFailure(402, { ...error, payment_intent: { ...intent } })
  }

  function createIntent(params: StripeObject): StripeObject {
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalid('Amount must be at least $0.50 usd', 'amount_too_small', 'amount')
    }
    if (typeof params.currency !== 'string') {
      throw invalid('Missing required param: currency.', 'parameter_missing', 'currency')
    }
    if (params.customer !== undefined && !customers.has(params.customer as string)) {
      throw missing('customer', params.customer as string)
    }
    const id = newId('pi')
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency.toLowerCase(),
      status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer: params.customer ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      latest_charge: null,
      payment_method: params.payment_method ?? null,
      last_payment_error: null,
      setup_future_usage: params.setup_future_usage ?? null,
      automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
      payment_method_types: ['card'],
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: unixNow(),
      livemode: false,
    }
    paymentIntents.set(id, intent)
    return intent
  }

  type Caller = 'secret' | 'publishable'

  function callerOf(req: IncomingMessage, params: StripeObject): Caller {
    // The SDK sends a Bearer key; Stripe.js sends the publishable key as the `key` field.
    const header = req.headers.authorization ?? ''
    const formKey = typeof params.key === 'string' ? params.key : undefined
    const key = header.startsWith('Bearer ') ? header.slice(7) : formKey
    if (key === options.secretKey) return 'secret'
    if (key === options.publishableKey) return 'publishable'
    throw new StripeFailure(401, {
      type: 'invalid_request_error',
      message: key
        ? `Invalid API Key provided: ${key.slice(0, 8)}***`
        : 'You did not provide an API key.',
    })
  }

  /** Stripe.js may only touch an intent whose client secret it holds. */
  function checkClientSecret(caller: Caller, intent: StripeObject, params: StripeObject) {
    if (caller === 'publishable' && params.client_secret !== intent.client_secret) {
      throw missing('payment_intent', intent.id as string)
    }
  }

  async function route(req: IncomingMessage, params: StripeObject, path: string) {
    const method = req.method ?? 'GET'
    const intentPath = /^\/v1\/payment_intents\/([\w-]+)(\/confirm)?$/.exec(path)
    const caller = callerOf(req, params)
    const secretOnly = () => {
      if (caller !== 'secret') {
        throw invalid(
          'This API call cannot be made with a publishable API key.',
          'secret_key_required',
        )
      }
    }
    if (method === 'POST' && path === '/v1/customers') {
      secretOnly()
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        description: params.description ?? null,
        metadata: params.metadata ?? {},
        created: unixNow(),
        livemode: false,
      }
      customers.set(customer.id, customer)
      return customer
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      secretOnly()
      const intent = createIntent(params)
      if (params.confirm === 'true') {
        await confirmIntent(intent, params).catch(() => undefined)
        failIfDeclined(intent)
      }
      return view(intent, params.expand)
    }
    if (intentPath && method === 'GET' && !intentPath[2]) {
      const intent = findIntent(intentPath[1]!)
      checkClientSecret(caller, intent, params)
      return view(intent, params.expand)
    }
    if (intentPath && method === 'POST' && intentPath[2]) {
      const intent = findIntent(intentPath[1]!)
      checkClientSecret(caller, intent, params)
      // Stripe answers the browser first; the event follows on its own.
      void confirmIntent(intent, params)
      failIfDeclined(intent)
      return view(intent, params.expand)
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    res.setHeader(
      'access-control-allow-headers',
      'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
    )
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://stripe.fake')
    const params = decodeStripeForm(
      req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
    )
    if (req.method === 'GET' && url.pathname.startsWith('/receipts/')) {
      const charge = charges.get(url.pathname.slice('/receipts/'.length))
      if (!charge)
        return void res.writeHead(404, { 'content-type': 'text/html' }).end('No such receipt')
      const amount = `$${(Number(charge.amount) / 100).toFixed(2)} ${String(charge.currency).toUpperCase()}`
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><title>Receipt</title><h1>Receipt</h1><p>Paid ${amount}</p>`)
    }
    // Stripe replays the first answer to a repeated idempotency key, and refuses a repeat
    // that arrives while the first is still being handled.
    const header = req.method === 'POST' ? req.headers['idempotency-key'] : undefined
    const cacheKey = typeof header === 'string' ? `${url.pathname} ${header}` : null
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined
    let answer: Answer
    if (cached === 'in_progress') {
      answer = {
        status: 409,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'idempotency_key_in_use',
            message: 'There is currently another in-progress request using this idempotency key.',
          },
        },
      }
    } else if (cached) {
      answer = cached
    } else {
      if (cacheKey) idempotent.set(cacheKey, 'in_progress')
      try {
        answer = { status: 200, body: await route(req, params, url.pathname) }
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error
        answer = { status: error.status, body: { error: error.body } }
      }
      if (cacheKey) idempotent.set(cacheKey, answer)
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(cached && cached !== 'in_progress' ? { 'idempotent-replayed': 'true' } : {}),
    })
    res.end(JSON.stringify(answer.body))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const fake: StripeFake = {
    url: baseUrl,
    setWebhookUrl: (url) => void (webhookUrl = url),
    paymentIntents,
    customers,
    sentEvents,
    async confirm(id, cardNumber) {
      const intent = findIntent(id)
      await confirmIntent(intent, { payment_method_data: { card: { number: cardNumber } } })
      return { ...intent }
    },
    async replay(eventId) {
      const event = sentEvents.find((candidate) => candidate.id === eventId)
      if (!event) throw new Error(`no event ${eventId}`)
      return deliver(event)
    },
    async idle() {
      await Promise.all([...inFlight])
    },
    async close() {
      await fake.idle()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return fake
}
