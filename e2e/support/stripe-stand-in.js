/* global window, document */
/**
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) in browser tests, where
 * there is no internet. It implements what @stripe/stripe-js (loadStripe) and
 * @stripe/react-stripe-js (Elements, PaymentElement, useStripe, useElements) call, renders the
 * Payment Element as three plain labelled inputs, and confirms payments against the local
 * Stripe-compatible server at __STRIPE_FAKE_URL__ (replaced when the script is served), the
 * way real Stripe.js confirms against api.stripe.com: a decline resolves `{ error }` and stays
 * on the page; a success sends the browser to the return URL with the PaymentIntent appended.
 */
;(() => {
  'use strict'

  const FAKE_URL = '__STRIPE_FAKE_URL__'.replace(/\/+$/, '')
  let mounts = 0

  class Emitter {
    constructor() {
      this.listeners = {}
    }

    on(event, handler) {
      ;(this.listeners[event] ??= []).push(handler)
      return this
    }

    off(event, handler) {
      const list = this.listeners[event] ?? []
      this.listeners[event] = handler
        ? list.filter((candidate) => candidate !== handler && candidate.original !== handler)
        : []
      return this
    }

    once(event, handler) {
      const wrapped = (payload) => {
        this.off(event, wrapped)
        handler(payload)
      }
      wrapped.original = handler
      return this.on(event, wrapped)
    }

    emit(event, payload) {
      for (const handler of [...(this.listeners[event] ?? [])]) handler(payload)
    }
  }

  const inputStyle =
    'display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:8px 10px;' +
    'border:1px solid #94a3b8;border-radius:8px;font:inherit;color:inherit;background:transparent'

  function field(parent, id, label, placeholder, autocomplete) {
    const labelNode = document.createElement('label')
    labelNode.htmlFor = id
    labelNode.textContent = label
    labelNode.style.cssText = 'display:block;font-size:14px;font-weight:500'
    const input = document.createElement('input')
    Object.assign(input, { id, type: 'text', inputMode: 'numeric', placeholder, autocomplete })
    input.style.cssText = inputStyle
    labelNode.append(input)
    parent.append(labelNode)
    return input
  }

  const digits = (value) => String(value ?? '').replace(/\D/g, '')

  /** One Element; any type renders the card fields of the Payment Element. */
  class StandInElement extends Emitter {
    constructor(type, options, group) {
      super()
      this.type = type
      this.options = options ?? {}
      this.group = group
      this.node = null
      this.inputs = null
      this.destroyed = false
    }

    mount(target) {
      const node = typeof target === 'string' ? document.querySelector(target) : target
      if (!node) {
        throw new Error(`The selector you specified (${target}) applies to no DOM elements.`)
      }
      mounts += 1
      const prefix = `stripe-stand-in-${mounts}-`
      const root = document.createElement('div')
      root.dataset.stripeStandIn = this.type
      root.style.cssText = 'display:grid;gap:12px;grid-template-columns:1fr 1fr'
      const numberRow = document.createElement('div')
      numberRow.style.cssText = 'grid-column:1 / -1'
      root.append(numberRow)
      this.inputs = {
        number: field(
          numberRow,
          `${prefix}number`,
          'Card number',
          '1234 1234 1234 1234',
          'cc-number',
        ),
        expiry: field(root, `${prefix}expiry`, 'Expiry', 'MM / YY', 'cc-exp'),
        cvc: field(root, `${prefix}cvc`, 'CVC', 'CVC', 'cc-csc'),
      }
      for (const input of Object.values(this.inputs)) {
        input.addEventListener('input', () => this.emit('change', this.changeEvent()))
        input.addEventListener('focus', () => this.emit('focus', { elementType: this.type }))
        input.addEventListener('blur', () => this.emit('blur', { elementType: this.type }))
      }
      node.append(root)
      this.node = root
      // Real Elements load in an iframe and say so a moment later.
      window.setTimeout(() => {
        if (this.destroyed) return
        this.emit('loaderstart', { elementType: this.type })
        this.emit('ready', { elementType: this.type })
      }, 0)
    }

    card() {
      if (!this.inputs) return { number: '', month: '', year: '', cvc: '' }
      const expiry = digits(this.inputs.expiry.value)
      return {
        number: digits(this.inputs.number.value),
        month: expiry.slice(0, 2),
        year: expiry.length > 4 ? expiry.slice(2, 6) : expiry ? `20${expiry.slice(2, 4)}` : '',
        cvc: digits(this.inputs.cvc.value),
      }
    }

    /** The first problem with the typed card, as Stripe's validation_error, or null. */
    validationError() {
      const card = this.card()
      if (card.number.length < 12) {
        return { code: 'incomplete_number', message: 'Your card number is incomplete.' }
      }
      if (card.month.length !== 2 || card.year.length !== 4) {
        return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." }
      }
      if (card.cvc.length < 3) {
        return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." }
      }
      return null
    }

    changeEvent() {
      const card = this.card()
      return {
        elementType: this.type,
        empty: !card.number && !card.month && !card.cvc,
        complete: this.validationError() === null,
        collapsed: false,
        value: { type: 'card' },
      }
    }

    unmount() {
      this.node?.remove()
      this.node = null
    }

    destroy() {
      this.unmount()
      this.destroyed = true
      this.listeners = {}
      this.group.forget(this)
    }

    update(options) {
      this.options = { ...this.options, ...options }
    }

    focus() {
      this.inputs?.number.focus()
    }

    blur() {
      const active = document.activeElement
      if (active && this.node?.contains(active)) active.blur()
    }

    clear() {
      for (const input of Object.values(this.inputs ?? {})) input.value = ''
      this.emit('change', this.changeEvent())
    }

    collapse() {}
  }

  /** `stripe.elements(options)`: the group a Payment Element belongs to. */
  class StandInElements {
    constructor(options) {
      this.options = options ?? {}
      this.created = {}
    }

    create(type, options) {
      const element = new StandInElement(type, options, this)
      this.created[type] = element
      return element
    }

    getElement(type) {
      return this.created[type] ?? null
    }

    forget(element) {
      if (this.created[element.type] === element) delete this.created[element.type]
    }

    update(options) {
      this.options = { ...this.options, ...options }
    }

    fetchUpdates() {
      return Promise.resolve({})
    }

    submit() {
      const problem = this.paymentElement()?.validationError()
      return Promise.resolve(problem ? { error: { type: 'validation_error', ...problem } } : {})
    }

    paymentElement() {
      return this.created.payment ?? Object.values(this.created)[0] ?? null
    }
  }

  const failure = (error) => ({ error })
  const requestError = (message) => failure({ type: 'invalid_request_error', message })
  const unsupported = (name) => () => Promise.resolve(requestError(`${name} is not stood in for.`))

  /** `Stripe(publishableKey, options)`: loadStripe calls it without `new`. */
  class StandInStripe {
    constructor(publishableKey, options) {
      if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
        throw new Error(`Invalid API Key provided: ${publishableKey}`)
      }
      this.publishableKey = publishableKey
      this.options = options ?? {}
      this.wrappers = []
      this.appInfo = null
      // react-stripe-js accepts an object as a Stripe instance only when these exist.
      this.createToken = unsupported('createToken')
      this.createPaymentMethod = unsupported('createPaymentMethod')
      this.confirmCardPayment = unsupported('confirmCardPayment')
      this.retrievePaymentIntent = unsupported('retrievePaymentIntent')
    }

    elements(options) {
      return new StandInElements(options)
    }

    async confirmPayment(params = {}) {
      const { elements, confirmParams = {}, redirect } = params
      const clientSecret = params.clientSecret ?? elements?.options.clientSecret
      const element = elements?.paymentElement()
      if (!clientSecret) return requestError('A clientSecret is required.')
      if (!element) return requestError('No Payment Element is mounted.')
      const problem = element.validationError()
      if (problem) return failure({ type: 'validation_error', ...problem })
      const returnUrl = confirmParams.return_url
      if (redirect !== 'if_required' && !returnUrl) {
        return requestError('confirmParams.return_url is required.')
      }

      const id = String(clientSecret).split('_secret_')[0]
      const card = element.card()
      const form = new window.URLSearchParams({
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card.number,
        'payment_method_data[card][exp_month]': card.month,
        'payment_method_data[card][exp_year]': card.year,
        'payment_method_data[card][cvc]': card.cvc,
      })
      if (returnUrl) form.set('return_url', returnUrl)

      let response
      let body
      try {
        response = await window.fetch(
          `${FAKE_URL}/v1/payment_intents/${encodeURIComponent(id)}/confirm`,
          {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${this.publishableKey}`,
              'Content-Type': 'application/x-www-form-urlencoded',
            },
            body: form.toString(),
          },
        )
        body = await response.json().catch(() => ({}))
      } catch {
        return failure({
          type: 'api_connection_error',
          message: 'We could not connect to Stripe. Please check your connection and try again.',
        })
      }

      if (!response.ok || body?.error) {
        const error = body?.error ?? {}
        return failure({
          type: error.type ?? 'api_error',
          code: error.code,
          decline_code: error.decline_code,
          message: error.message ?? 'The payment could not be confirmed.',
          payment_intent: error.payment_intent,
        })
      }
      if (redirect === 'if_required') return { paymentIntent: body }

      const query = new window.URLSearchParams({
        payment_intent: id,
        payment_intent_client_secret: clientSecret,
        redirect_status: 'succeeded',
      })
      window.location.assign(`${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query}`)
      // Real Stripe.js never settles once it has sent the page away.
      return new Promise(() => {})
    }

    _registerWrapper(wrapper) {
      this.wrappers.push(wrapper)
    }

    registerAppInfo(info) {
      this.appInfo = info
    }
  }

  function Stripe(publishableKey, options) {
    return new StandInStripe(publishableKey, options)
  }
  // The release @stripe/stripe-js 10 expects; another value only logs a warning.
  Stripe.version = 'endive'

  window.Stripe = Stripe
})()
