import { AI_PROMPT_MAX, aiMessages } from '@folio/schema'
import type { AiConversation, AiMessage, AiStatus } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'

import { AiChat } from './ai-chat'
import { DISCLAIMER } from './chat-composer'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, apiNotFound, stubApi } from '@/testing/stub-api'
import type { StubCall } from '@/testing/stub-api'
import { stubClipboard } from '@/testing/stub-clipboard'

const available: AiStatus = {
  available: true,
  source: 'settings',
  provider: 'openai',
  model: 'gpt-4o',
  builtinLocked: false,
}

const conversation = (patch: Partial<AiConversation> = {}): AiConversation => ({
  id: 'c-1',
  title: 'Launch plan',
  messageCount: 2,
  createdAt: '2025-03-01T09:00:00Z',
  updatedAt: '2025-03-01T09:05:00Z',
  ...patch,
})

const message = (patch: Partial<AiMessage>): AiMessage => ({
  id: 'm-1',
  conversationId: 'c-1',
  role: 'assistant',
  content: '',
  status: 'complete',
  error: null,
  provider: 'openai',
  model: 'gpt-4o',
  usage: null,
  savedId: null,
  createdAt: '2025-03-01T09:00:00Z',
  ...patch,
})

/** A reply stream the test writes to, event by event; aborting the request breaks it. */
function replyStream(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  signal?.addEventListener('abort', () =>
    controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  )
  const encoder = new TextEncoder()
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (event: object) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
    close: () => controller.close(),
  }
}

type Stream = ReturnType<typeof replyStream>

interface Sent {
  method: string
  path: string
  body: unknown
  signal: AbortSignal | null | undefined
}

/** A fake `/api/v1/ai`: `onPrompt` answers each prompt (a stream by default). */
function stubAiApi(
  options: {
    status?: AiStatus
    conversations?: AiConversation[]
    messages?: AiMessage[]
    onPrompt?: (sent: Sent) => Response | undefined
  } = {},
) {
  let list = [...(options.conversations ?? [])]
  const messages = [...(options.messages ?? [])]
  /** Every change sent (anything but a GET), in order. */
  const sent: Sent[] = []
  const streams: Stream[] = []
  const change =
    (reply: (request: Sent, call: StubCall) => Response) =>
    (call: StubCall): Response => {
      const request = {
        method: call.method,
        path: call.url.pathname,
        body: call.body,
        signal: call.signal,
      }
      sent.push(request)
      return reply(request, call)
    }
  // A change to any other path gets the server's 404, and still shows in `sent`.
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    stubApi[method](
      '/api/v1/*',
      change(() => apiNotFound()),
    )
  }

  stubApi.get('/api/v1/ai/status', { data: options.status ?? available })
  stubApi.get('/api/v1/ai/conversations', () => ({ data: list }))
  stubApi.post(
    '/api/v1/ai/conversations',
    change(() => {
      const created = conversation({ id: 'c-new', title: '', messageCount: 0 })
      list = [created, ...list]
      return apiJson({ data: created }, 201)
    }),
  )
  stubApi.post(
    '/api/v1/ai/conversations/:id/messages',
    change((request) => {
      const answer = options.onPrompt?.(request)
      if (answer) return answer
      const stream = replyStream(request.signal)
      streams.push(stream)
      return stream.response
    }),
  )
  stubApi.get('/api/v1/ai/conversations/:id', ({ params }) => {
    const found = list.find((item) => item.id === params.id)
    if (!found) return apiNotFound()
    const thread = messages.filter((item) => item.conversationId === found.id)
    return { data: { ...found, messages: thread } }
  })
  stubApi.patch(
    '/api/v1/ai/conversations/:id',
    change(({ body }, { params }) => {
      list = list.map((item) => (item.id === params.id ? { ...item, ...(body as object) } : item))
      return apiJson({ data: list.find((item) => item.id === params.id) })
    }),
  )
  stubApi.delete(
    '/api/v1/ai/conversations/:id',
    change((_request, { params }) => {
      list = list.filter((item) => item.id !== params.id)
      return apiJson(undefined, 204)
    }),
  )
  stubApi.post(
    '/api/v1/ai/saved',
    change(() =>
      apiJson(
        {
          data: {
            id: 's-1',
            prompt: 'p',
            content: 'c',
            messageId: 'm-2',
            createdAt: '2025-03-01T10:00:00Z',
          },
        },
        201,
      ),
    ),
  )
  return {
    sent,
    streams,
    prompts: () => sent.filter((request) => request.path.endsWith('/messages')),
  }
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>
}

function renderChat({ url = '/ai-assistant', isAdmin = false } = {}) {
  renderApp(
    <>
      <AiChat isAdmin={isAdmin} />
      <Location />
    </>,
    { route: url },
  )
}

const prompt = () => screen.findByRole('textbox', { name: 'Prompt' })
const type = async (value: string) => fireEvent.change(await prompt(), { target: { value } })
const pressEnter = async (init: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(await prompt(), { key: 'Enter', ...init })
const log = () => screen.getByRole('log', { name: 'Messages' })
const findLog = () => screen.findByRole('log', { name: 'Messages' })

const stored = {
  user: message({ id: 'm-1', conversationId: 'c-new', role: 'user', content: 'Hi' }),
  reply: message({ id: 'm-2', conversationId: 'c-new', content: '' }),
}

beforeEach(() => {
  notificationStore.getState().clear()
  stubClipboard()
})

describe('AI chat: sending', () => {
  it('streams a reply token by token into a new conversation', async () => {
    const api = stubAiApi()
    renderChat()
    expect(await screen.findByText(DISCLAIMER)).toBeTruthy()
    await type('Hi')
    await pressEnter()

    await waitFor(() => expect(api.streams).toHaveLength(1))
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v1/ai/conversations',
      'POST /api/v1/ai/conversations/c-new/messages',
    ])
    expect(api.prompts()[0]?.body).toEqual({ prompt: 'Hi' })
    expect(((await prompt()) as HTMLTextAreaElement).value).toBe('')
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?conversation=c-new'),
    )
    // While the reply is written: Send waits with a spinner, Stop is offered.
    expect(screen.getByRole('button', { name: 'Sending' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy()

    const stream = api.streams[0]!
    stream.send({ type: 'start', userMessage: stored.user, reply: stored.reply })
    stream.send({ type: 'delta', text: 'Sustainable ' })
    expect(await within(await findLog()).findByText('Sustainable')).toBeTruthy()
    stream.send({ type: 'delta', text: '**living** starts' })
    await waitFor(() => expect(within(log()).getByText('living').tagName).toBe('STRONG'))
    expect(log().getAttribute('aria-busy')).toBe('true')
    stream.send({ type: 'delta', text: ' at home.' })
    stream.send({
      type: 'done',
      reply: { ...stored.reply, content: 'Sustainable **living** starts at home.' },
    })
    stream.close()

    expect(await screen.findByRole('button', { name: 'Save reply' })).toBeTruthy()
    expect(log().textContent).toContain('Sustainable living starts at home.')
    expect(log().getAttribute('aria-busy')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false)
  })

  it('sends on Enter but not on Shift+Enter', async () => {
    const api = stubAiApi({ conversations: [conversation()] })
    renderChat({ url: '/ai-assistant?conversation=c-1' })
    await type('First line')
    await pressEnter({ shiftKey: true })
    expect(api.sent).toHaveLength(0)
    expect(((await prompt()) as HTMLTextAreaElement).value).toBe('First line')
    await pressEnter()
    await waitFor(() => expect(api.prompts()).toHaveLength(1))
    expect(api.prompts()[0]).toMatchObject({
      path: '/api/v1/ai/conversations/c-1/messages',
      body: { prompt: 'First line' },
    })
  })

  it('refuses an empty or whitespace prompt, and a too long one, without a request', async () => {
    const api = stubAiApi()
    renderChat()
    await type('   \n  ')
    await pressEnter()
    expect((await screen.findByRole('alert')).textContent).toBe(aiMessages.promptRequired)
    expect((await prompt()).getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(api.sent).toHaveLength(0)

    // Typing clears the message; near the limit a count shows.
    await type('a'.repeat(AI_PROMPT_MAX - 10))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('9,990 / 10,000')).toBeTruthy()
    await type('a'.repeat(AI_PROMPT_MAX + 1))
    expect(screen.getByText('10,001 / 10,000')).toBeTruthy()
    await pressEnter()
    expect((await screen.findByRole('alert')).textContent).toBe(aiMessages.promptTooLong)
    expect(api.sent).toHaveLength(0)
  })

  it('sends a suggested prompt from the empty chat', async () => {
    const api = stubAiApi()
    renderChat()
    const suggestions = await screen.findByRole('list', { name: 'Suggested prompts' })
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Write a blog post about sustainable living',
      'Create a product description for a wireless keyboard',
    ])
    fireEvent.click(within(suggestions).getByRole('button', { name: /wireless keyboard/ }))
    await waitFor(() => expect(api.prompts()).toHaveLength(1))
    expect(api.prompts()[0]?.body).toEqual({
      prompt: 'Create a product description for a wireless keyboard',
    })
  })
})

describe('AI chat: stopping and failing', () => {
  it('Stop aborts the request and keeps the partial reply, marked Stopped', async () => {
    const api = stubAiApi({ conversations: [conversation()] })
    renderChat({ url: '/ai-assistant?conversation=c-1' })
    await type('Write a long post')
    await pressEnter()
    await waitFor(() => expect(api.streams).toHaveLength(1))
    const stream = api.streams[0]!
    stream.send({
      type: 'start',
      userMessage: { ...stored.user, conversationId: 'c-1', content: 'Write a long post' },
      reply: { ...stored.reply, conversationId: 'c-1' },
    })
    stream.send({ type: 'delta', text: 'Once upon' })
    expect(await within(await findLog()).findByText('Once upon')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    expect(await within(await findLog()).findByText('Stopped')).toBeTruthy()
    expect(api.prompts()[0]?.signal?.aborted).toBe(true)
    expect(within(log()).getByText('Once upon')).toBeTruthy()
    // A stopped reply cannot be saved; the composer is ready again.
    expect(screen.queryByRole('button', { name: 'Save reply' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false)
  })

  it('shows an error event as a failed reply in the words of the server, with Retry', async () => {
    const message = `Could not reach the custom endpoint at http://10.0.0.5:8000/v1/generate. Check that it is running and that its address in Settings → AI is right.`
    const api = stubAiApi({ conversations: [conversation()] })
    renderChat({ url: '/ai-assistant?conversation=c-1' })
    await type('Hello')
    await pressEnter()
    await waitFor(() => expect(api.streams).toHaveLength(1))
    const user = { ...stored.user, conversationId: 'c-1', content: 'Hello' }
    const reply = { ...stored.reply, conversationId: 'c-1' }
    api.streams[0]!.send({ type: 'start', userMessage: user, reply })
    api.streams[0]!.send({
      type: 'error',
      code: 'upstream_error',
      message,
      reply: { ...reply, status: 'error', error: message },
    })
    api.streams[0]!.close()

    const alert = await within(await findLog()).findByRole('alert')
    expect(alert.textContent).toBe(message)
    expect(screen.queryByRole('button', { name: 'Save reply' })).toBeNull()

    // Retry sends the same prompt again, and the new reply streams in below.
    fireEvent.click(within(log()).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(api.prompts()).toHaveLength(2))
    expect(api.prompts()[1]).toMatchObject({
      path: '/api/v1/ai/conversations/c-1/messages',
      body: { prompt: 'Hello' },
    })
    // While it is on its way there is nothing to retry.
    await waitFor(() => expect(within(log()).queryByRole('button', { name: 'Retry' })).toBeNull())
    const again = { ...user, id: 'm-3' }
    const second = { ...reply, id: 'm-4' }
    api.streams[1]!.send({ type: 'start', userMessage: again, reply: second })
    api.streams[1]!.send({ type: 'delta', text: 'Hello back' })
    api.streams[1]!.send({ type: 'done', reply: { ...second, content: 'Hello back' } })
    api.streams[1]!.close()
    expect(await within(log()).findByText('Hello back')).toBeTruthy()
    expect(within(log()).queryByRole('button', { name: 'Retry' })).toBeNull()

    // The composer stays usable.
    await type('Something else')
    await pressEnter()
    await waitFor(() => expect(api.prompts()).toHaveLength(3))
  })

  it('shows a refusal before the stream as a failed reply and gives the prompt back', async () => {
    stubAiApi({
      conversations: [conversation()],
      onPrompt: () => apiError(422, 'not_configured', aiMessages.notConfigured),
    })
    renderChat({ url: '/ai-assistant?conversation=c-1' })
    await type('Hello there')
    await pressEnter()
    const alert = await within(await findLog()).findByRole('alert')
    expect(alert.textContent).toBe(aiMessages.notConfigured)
    expect(within(log()).getByText('Hello there')).toBeTruthy()
    await waitFor(async () =>
      expect(((await prompt()) as HTMLTextAreaElement).value).toBe('Hello there'),
    )
  })
})

describe('AI chat: conversations and saving', () => {
  const thread = [
    message({ id: 'm-1', role: 'user', content: 'Write a tagline' }),
    message({ id: 'm-2', content: 'Write **less**, say more.' }),
    message({ id: 'm-3', role: 'user', content: 'Another' }),
    message({ id: 'm-4', content: 'Already kept.', savedId: 's-0' }),
    message({ id: 'm-5', role: 'user', content: 'Third' }),
    message({ id: 'm-6', content: 'Cut short', status: 'stopped' }),
  ]

  it('opens a conversation and saves a complete reply once', async () => {
    const api = stubAiApi({ conversations: [conversation()], messages: thread })
    renderChat()
    fireEvent.click(await screen.findByRole('button', { name: /^Launch plan/ }))
    expect(await within(await findLog()).findByText('less')).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('?conversation=c-1')

    // Saved before: shown saved. Stopped: cannot be saved.
    const saved = screen.getByRole('button', { name: 'Saved' })
    expect(saved.hasAttribute('disabled')).toBe(true)
    expect(within(log()).getByText('Stopped')).toBeTruthy()
    const saveButtons = screen.getAllByRole('button', { name: 'Save reply' })
    expect(saveButtons).toHaveLength(1)

    fireEvent.click(saveButtons[0]!)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2))
    expect(api.sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/ai/saved',
        body: { messageId: 'm-2' },
      }),
    ])
    expect(notificationStore.getState().notifications[0]?.message).toBe(aiMessages.saved)
  })

  it('renames a conversation in place', async () => {
    const api = stubAiApi({ conversations: [conversation()] })
    renderChat()
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Actions for Launch plan' }), {
      button: 0,
      ctrlKey: false,
    })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    const field = await screen.findByRole('textbox', { name: 'Conversation title' })
    fireEvent.change(field, { target: { value: '  ' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(await screen.findByText('Title is required')).toBeTruthy()
    fireEvent.change(field, { target: { value: 'Spring launch' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(await screen.findByRole('button', { name: /^Spring launch/ })).toBeTruthy()
    expect(api.sent).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/v1/ai/conversations/c-1',
        body: { title: 'Spring launch' },
      }),
    ])
  })

  it('deletes a conversation after confirmation and starts a new chat', async () => {
    const api = stubAiApi({ conversations: [conversation()], messages: thread })
    renderChat({ url: '/ai-assistant?conversation=c-1' })
    expect(await within(await findLog()).findByText('less')).toBeTruthy()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for Launch plan' }), {
      button: 0,
      ctrlKey: false,
    })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' })
    expect(api.sent).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete conversation' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''))
    expect(api.sent).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/v1/ai/conversations/c-1' }),
    ])
    expect(await screen.findByText('No conversations yet.')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Suggested prompts' })).toBeTruthy()
  })

  it('New Conversation clears the chat', async () => {
    stubAiApi({ conversations: [conversation()], messages: thread })
    renderChat({ url: '/ai-assistant?conversation=c-1' })
    expect(await within(await findLog()).findByText('less')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New Conversation' }))
    expect(await screen.findByRole('list', { name: 'Suggested prompts' })).toBeTruthy()
    expect(within(log()).queryByText('less')).toBeNull()
  })
})

describe('AI chat: not configured', () => {
  const off: AiStatus = {
    available: false,
    source: 'none',
    provider: null,
    model: null,
    builtinLocked: false,
  }
  const locked: AiStatus = { ...off, builtinLocked: true }

  it('links admins to Settings → AI', async () => {
    stubAiApi({ status: off })
    renderChat({ isAdmin: true })
    expect(await screen.findByText('The AI assistant is not set up yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Set up in Settings → AI' }).getAttribute('href')).toBe(
      '/settings?tab=ai',
    )
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).toBeNull()
  })

  it('tells editors who can set it up', async () => {
    stubAiApi({ status: off })
    renderChat()
    expect(await screen.findByText(aiMessages.notConfigured)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says the built-in assistant is Premium, with both ways out for admins', async () => {
    stubAiApi({ status: locked })
    renderChat({ isAdmin: true })
    expect(await screen.findByText('The built-in AI assistant is part of Premium')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/settings?tab=subscription',
    )
    expect(screen.getByRole('link', { name: 'Add your own API key' }).getAttribute('href')).toBe(
      '/settings?tab=ai',
    )
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).toBeNull()
  })

  it('tells editors the built-in assistant needs Premium', async () => {
    stubAiApi({ status: locked })
    renderChat()
    expect(
      await screen.findByText(/The built-in AI assistant is part of Premium\. Upgrade/),
    ).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
