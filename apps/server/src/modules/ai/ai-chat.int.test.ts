import {
  aiMessages,
  type AiConversation,
  type AiConversationDetail,
  type AiSavedContent,
  type AiStreamEvent,
  type ApiErrorBody,
} from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eventually, parseEvents, startAiApi, type AiApi } from '../../test/ai-fixtures.js'
import {
  defaultFakeReply,
  startFakeAiProvider,
  type FakeAiProvider,
} from '../../test/ai-provider-fake.js'
import { dialectUnderTest } from '../../test/test-server.js'

const KEY = 'sk-chat-test-key-0042'
const LONG_REPLY = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ')

type Detail = { data: AiConversationDetail }

const deltasOf = (events: AiStreamEvent[]) =>
  events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('')

describe(`AI chat on ${dialectUnderTest}`, () => {
  let ai: AiApi
  let openai: FakeAiProvider
  let slow: FakeAiProvider
  let conversation: AiConversation

  beforeAll(async () => {
    openai = await startFakeAiProvider('openai', { apiKey: KEY })
    slow = await startFakeAiProvider('openai', { apiKey: KEY, chunkDelayMs: 60 })
    ai = await startAiApi()
    const saved = await ai.call('admin', 'PUT', '/ai/settings', {
      provider: 'openai',
      apiKey: KEY,
      endpoint: openai.url,
    })
    expect(saved.status).toBe(200)
    conversation = await ai.conversation('editor')
  })
  afterAll(async () => {
    await ai?.close()
    await openai?.close()
    await slow?.close()
  })

  const detail = async (id = conversation.id) =>
    (await ai.call<Detail>('editor', 'GET', `/ai/conversations/${id}`)).body.data

  it('streams a reply as NDJSON: start, deltas, done; both messages are stored', async () => {
    const prompt = 'Write a tagline for a harbour bakery that opens at dawn every single day'
    const res = await ai.send('editor', conversation.id, prompt)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-accel-buffering')).toBe('no')

    const [start, ...rest] = res.events
    expect(start).toMatchObject({
      type: 'start',
      userMessage: { role: 'user', content: prompt, status: 'complete' },
      reply: { role: 'assistant', content: '', provider: 'openai', model: 'gpt-4' },
    })
    const expected = defaultFakeReply(prompt)
    expect(rest.filter((event) => event.type === 'delta').length).toBeGreaterThan(3)
    expect(deltasOf(res.events)).toBe(expected)
    const done = rest.at(-1)!
    expect(done.type).toBe('done')
    if (done.type !== 'done') return
    expect(done.reply).toMatchObject({ content: expected, status: 'complete', provider: 'openai' })
    expect(done.reply.usage?.outputTokens).toBeGreaterThan(0)

    const stored = await detail()
    expect(stored.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', prompt, 'complete'],
      ['assistant', expected, 'complete'],
    ])
    expect(stored.title).toBe('Write a tagline for a harbour bakery that opens at dawn…')
    const list = await ai.call<{ data: AiConversation[] }>('editor', 'GET', '/ai/conversations')
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: conversation.id, messageCount: 2, title: stored.title }),
    ])
  })

  it('sends the conversation so far with the next prompt', async () => {
    const res = await ai.send('editor', conversation.id, 'Make it shorter')
    expect(res.events.at(-1)?.type).toBe('done')
    const body = openai.requests.at(-1)!.body as { messages: { role: string; content: string }[] }
    const turns = body.messages.filter((m) => m.role !== 'system')
    expect(turns.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect(turns[0]!.content).toMatch(/^Write a tagline/)
    expect(turns[1]!.content).toBe(defaultFakeReply(turns[0]!.content))
    expect(turns[2]!.content).toBe('Make it shorter')
    expect((await detail()).messages).toHaveLength(4)
  })

  it('stops when the client goes away, keeping the partial reply as stopped', async () => {
    await ai.call('admin', 'PUT', '/ai/settings', { provider: 'openai', endpoint: slow.url })
    slow.enqueue({ kind: 'text', text: LONG_REPLY })
    const stop = new AbortController()
    const res = await ai.sendRaw('editor', conversation.id, 'Write a long list', stop.signal)
    expect(res.status).toBe(200)
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (parseEvents(text.slice(0, text.lastIndexOf('\n') + 1)).length < 3) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
    stop.abort()
    await reader.cancel().catch(() => {})

    // Until it ends, a reply reads as stopped and empty; the partial text comes with the stop.
    await eventually(async () => slow.requests.at(-1)!.abandoned, Boolean)
    const stopped = await eventually(detail, (d) => d.messages.at(-1)!.content !== '')
    const reply = stopped.messages.at(-1)!
    expect(reply.status).toBe('stopped')
    expect(reply.content.length).toBeGreaterThan(0)
    expect(reply.content.length).toBeLessThan(LONG_REPLY.length)
    expect(LONG_REPLY.startsWith(reply.content)).toBe(true)
    expect(slow.requests.at(-1)!.abandoned).toBe(true)
    // Back to the quick provider for the rest of the file.
    await ai.call('admin', 'PUT', '/ai/settings', { provider: 'openai', endpoint: openai.url })
  })

  it('answers provider failures in the stream; the reply is stored as an error', async () => {
    // Named as the admin configured it: OpenAI, at the base URL set in Settings.
    const subject = `OpenAI at ${openai.url}`
    const cases = [
      [{ kind: 'error', status: 401 }, aiMessages.reasons.badKey(subject)],
      [{ kind: 'html' }, aiMessages.reasons.badResponse(subject)],
      [{ kind: 'stream-cut', text: LONG_REPLY }, aiMessages.reasons.interrupted(subject)],
    ] as const
    for (const [reply, message] of cases) {
      openai.enqueue(reply)
      const res = await ai.send('editor', conversation.id, `Try ${reply.kind}`)
      expect(res.status).toBe(200)
      expect(res.events[0]!.type).toBe('start')
      const last = res.events.at(-1)!
      expect(last, reply.kind).toMatchObject({
        type: 'error',
        code: 'upstream_error',
        message,
        reply: { status: 'error', error: message },
      })
      const stored = (await detail()).messages.at(-1)!
      expect(stored).toMatchObject({ status: 'error', error: message })
      if (reply.kind === 'stream-cut') {
        expect(stored.content.length).toBeGreaterThan(0)
        expect(LONG_REPLY.startsWith(stored.content)).toBe(true)
      }
      // Nothing to save from a failed reply.
      const save = await ai.call<ApiErrorBody>('editor', 'POST', '/ai/saved', {
        messageId: stored.id,
      })
      expect(save.status).toBe(422)
      expect(save.body.error.message).toBe(aiMessages.onlyCompleteReplies)
    }

    const next = await ai.send('editor', conversation.id, 'Back to work')
    expect(next.events.at(-1)).toMatchObject({ type: 'done', reply: { status: 'complete' } })
    // Failed and stopped exchanges are not sent along: roles still alternate.
    const body = openai.requests.at(-1)!.body as { messages: { role: string }[] }
    const roles = body.messages.filter((m) => m.role !== 'system').map((m) => m.role)
    expect(roles).toEqual(['user', 'assistant', 'user', 'assistant', 'user'])
  })

  it('refuses an empty or too long prompt before streaming', async () => {
    const long = await ai.send('editor', conversation.id, 'x'.repeat(20_000))
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({
      error: { code: 'validation_failed', message: aiMessages.promptTooLong },
    })
    const empty = await ai.send('editor', conversation.id, '   \n ')
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ error: { message: aiMessages.promptRequired } })
  })

  it('saves a complete reply once, with its prompt, and finds it by search', async () => {
    const messages = (await detail()).messages
    const reply = messages.find((m) => m.role === 'assistant' && m.status === 'complete')!
    const saved = await ai.call<{ data: AiSavedContent }>('editor', 'POST', '/ai/saved', {
      messageId: reply.id,
    })
    expect(saved.status).toBe(201)
    expect(saved.body.data).toMatchObject({
      prompt: messages[0]!.content,
      content: reply.content,
      messageId: reply.id,
    })
    const again = await ai.call<ApiErrorBody>('editor', 'POST', '/ai/saved', {
      messageId: reply.id,
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(aiMessages.alreadySaved)
    const prompt = await ai.call<ApiErrorBody>('editor', 'POST', '/ai/saved', {
      messageId: messages[0]!.id,
    })
    expect(prompt.status).toBe(422)

    const shown = (await detail()).messages.find((m) => m.id === reply.id)!
    expect(shown.savedId).toBe(saved.body.data.id)

    const search = (q: string, as: 'editor' | 'other-editor' = 'editor') =>
      ai.call<{ data: AiSavedContent[] }>(as, 'GET', `/ai/saved?q=${encodeURIComponent(q)}`)
    expect((await search('HARBOUR BAKERY')).body.data.map((s) => s.id)).toEqual([
      saved.body.data.id,
    ])
    expect((await search('100%_')).body.data).toEqual([])
    expect(
      (await ai.call<{ data: unknown[] }>('editor', 'GET', '/ai/saved')).body.data,
    ).toHaveLength(1)
    expect((await search('', 'other-editor')).body.data).toEqual([])
  })

  it('keeps conversations and saved replies to their owner: others get 404', async () => {
    const base = `/ai/conversations/${conversation.id}`
    expect((await ai.call('other-editor', 'GET', base)).status).toBe(404)
    expect((await ai.call('other-editor', 'PATCH', base, { title: 'Mine' })).status).toBe(404)
    expect((await ai.call('other-editor', 'DELETE', base)).status).toBe(404)
    expect((await ai.send('other-editor', conversation.id, 'Hi')).status).toBe(404)
    const list = await ai.call<{ data: unknown[] }>('other-editor', 'GET', '/ai/conversations')
    expect(list.body.data).toEqual([])
    // Admins are people with conversations of their own too, not readers of everyone's.
    expect((await ai.call('admin', 'GET', base)).status).toBe(404)

    const reply = (await detail()).messages.find((m) => m.savedId)!
    const save = await ai.call('other-editor', 'POST', '/ai/saved', { messageId: reply.id })
    expect(save.status).toBe(404)
    expect((await ai.call('other-editor', 'DELETE', `/ai/saved/${reply.savedId}`)).status).toBe(404)
  })

  it('gives viewers no assistant at all', async () => {
    expect((await ai.call('viewer', 'GET', '/ai/conversations')).status).toBe(403)
    expect((await ai.call('viewer', 'POST', '/ai/conversations', {})).status).toBe(403)
    expect((await ai.send('viewer', conversation.id, 'Hi')).status).toBe(403)
    expect((await ai.call('viewer', 'GET', '/ai/saved')).status).toBe(403)
    const assist = await ai.call('viewer', 'POST', '/ai/assist', { action: 'rewrite', text: 'x' })
    expect(assist.status).toBe(403)
    expect((await ai.call(null, 'GET', '/ai/conversations')).status).toBe(401)
  })

  it('renames and deletes a conversation; its saved reply stays', async () => {
    const base = `/ai/conversations/${conversation.id}`
    const renamed = await ai.call<{ data: AiConversation }>('editor', 'PATCH', base, {
      title: '  Bakery taglines ',
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ title: 'Bakery taglines' })
    expect((await ai.call('editor', 'PATCH', base, { title: ' ' })).status).toBe(400)

    expect((await ai.call('editor', 'DELETE', base)).status).toBe(204)
    expect((await ai.call('editor', 'GET', base)).status).toBe(404)
    const saved = await ai.call<{ data: AiSavedContent[] }>('editor', 'GET', '/ai/saved')
    expect(saved.body.data).toHaveLength(1)
    expect(saved.body.data[0]!.messageId).toBeNull()

    const removed = await ai.call('editor', 'DELETE', `/ai/saved/${saved.body.data[0]!.id}`)
    expect(removed.status).toBe(204)
    expect((await ai.call<{ data: unknown[] }>('editor', 'GET', '/ai/saved')).body.data).toEqual([])
  })

  it('names an untitled conversation after its first prompt, and keeps a given title', async () => {
    const titled = await ai.conversation('editor', 'Launch notes')
    await ai.send('editor', titled.id, 'First prompt')
    expect((await detail(titled.id)).title).toBe('Launch notes')
    const untitled = await ai.conversation('editor')
    expect(untitled.title).toBe('New conversation')
    await ai.send('editor', untitled.id, 'Plan a spring newsletter')
    expect((await detail(untitled.id)).title).toBe('Plan a spring newsletter')
    const list = await ai.call<{ data: AiConversation[] }>('editor', 'GET', '/ai/conversations')
    expect(list.body.data.map((c) => c.id)).toEqual([untitled.id, titled.id])
  })

  it('limits prompts per person: the 21st in a minute answers 429 with Retry-After', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    // This person sent one prompt above; the budget is 20 a minute.
    for (let i = 0; i < 19; i++) {
      expect((await ai.send('other-editor', missing, 'Hi')).status).toBe(404)
    }
    const limited = await ai.send('other-editor', missing, 'Hi')
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another person's budget is their own.
    expect((await ai.send('editor', missing, 'Hi')).status).toBe(404)
  })
})
