import { contactMessages } from '@folio/schema'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ContactForm } from './contact-form'

import { apiJson, recordRequests, stubApi } from '@/testing/stub-api'

const jsonResponse = (status: number, body: unknown) => apiJson(body, status)

/** The contact endpoint answering with `answer`; also every request the form sends. */
function stubContact(answer: () => Promise<Response>) {
  return { calls: stubApi.post('/api/v1/contact-messages', answer), all: recordRequests() }
}

function fillIn(values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: values.name } })
  }
  if (values.email !== undefined) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } })
  }
  if (values.message !== undefined) {
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: values.message } })
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /send message/i }))

const valid = { name: ' Ada Lovelace ', email: 'ada@example.com', message: 'Hello there' }

describe('ContactForm', () => {
  it('shows the shared validation messages inline and sends nothing', async () => {
    const sent = stubContact(() => Promise.resolve(jsonResponse(201, {})))
    render(<ContactForm />)

    fillIn({ email: 'not-an-email' })
    submit()

    expect(await screen.findByText(contactMessages.nameRequired)).toBeDefined()
    expect(screen.getByText(contactMessages.emailInvalid)).toBeDefined()
    expect(screen.getByText(contactMessages.messageRequired)).toBeDefined()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe(
      'contact-name-error',
    )
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    // Requests are reported as they leave: give any that would be sent the time to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(sent.all).toEqual([])
  })

  it('clears a field error as soon as the field is edited', async () => {
    stubContact(() => Promise.resolve(jsonResponse(201, {})))
    render(<ContactForm />)

    submit()
    await screen.findByText(contactMessages.nameRequired)
    fillIn({ name: 'Ada' })

    expect(screen.queryByText(contactMessages.nameRequired)).toBeNull()
    expect(screen.getByText(contactMessages.messageRequired)).toBeDefined()
  })

  it('posts the trimmed message, shows Sending... and then thanks the sender', async () => {
    let respond: (response: Response) => void = () => {}
    const sent = stubContact(
      () =>
        new Promise<Response>((resolve) => {
          respond = resolve
        }),
    )
    render(<ContactForm />)

    fillIn(valid)
    submit()

    const sending = await screen.findByRole('button', { name: /sending/i })
    expect(sending.hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(sent.calls).toHaveLength(1))
    expect(sent.all).toEqual(['POST /api/v1/contact-messages'])
    const [call] = sent.calls
    expect(call?.url.pathname).toBe('/api/v1/contact-messages')
    expect(call?.method).toBe('POST')
    expect(call?.headers.get('Content-Type')).toBe('application/json')
    expect(call?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello there',
    })

    await act(async () => {
      respond(
        jsonResponse(201, {
          data: {
            id: 'msg_1',
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            message: 'Hello there',
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        }),
      )
      await Promise.resolve()
    })

    const heading = await screen.findByRole('heading', { name: 'Thanks, Ada Lovelace!' })
    expect(sent.calls).toHaveLength(1)
    expect(document.activeElement).toBe(heading)

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }))
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('')
  })

  it('shows field errors from the server details next to their fields', async () => {
    stubContact(() =>
      Promise.resolve(
        jsonResponse(400, {
          error: {
            code: 'validation_failed',
            message: 'Enter a valid email address',
            details: [
              { path: 'email', message: 'Enter a valid email address' },
              { path: 'message', message: 'Message must be at most 5000 characters' },
            ],
          },
        }),
      ),
    )
    render(<ContactForm />)

    fillIn(valid)
    submit()

    expect(await screen.findByText('Message must be at most 5000 characters')).toBeDefined()
    const email = screen.getByLabelText('Email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('contact-email-error')?.textContent).toBe(
      'Enter a valid email address',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: /send message/i }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('shows a general error box when the server rate-limits the sender', async () => {
    stubContact(() =>
      Promise.resolve(
        jsonResponse(429, { error: { code: 'rate_limited', message: 'Too Many Requests' } }),
      ),
    )
    render(<ContactForm />)

    fillIn(valid)
    submit()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/wait a minute/i)
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(valid.name)
  })

  it('shows a general error box on a server failure without an error body', async () => {
    stubContact(() => Promise.resolve(new Response('Bad gateway', { status: 502 })))
    render(<ContactForm />)

    fillIn(valid)
    submit()

    expect((await screen.findByRole('alert')).textContent).toMatch(/on our side/i)
  })

  it('shows a general error box when the network is down', async () => {
    stubContact(() => Promise.resolve(Response.error()))
    render(<ContactForm />)

    fillIn(valid)
    submit()

    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the server/i)
  })
})
