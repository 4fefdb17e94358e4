import type { InboxMessage } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { InboxScreen } from './inbox-screen'

import { renderApp } from '@/testing/render-app'
import { apiNotFound, stubApi } from '@/testing/stub-api'

let messages: InboxMessage[]

/** A fake inbox API that keeps read marks and deletions, as the server does. */
function stubInbox() {
  stubApi.get('/api/v1/site', apiNotFound)
  stubApi.get('/api/v1/contact-messages', () => ({
    data: messages,
    meta: {
      page: 1,
      pageSize: 20,
      total: messages.length,
      unread: messages.filter((m) => !m.read).length,
    },
  }))
  stubApi.get('/api/v1/contact-messages/:id', ({ params }) => {
    const found = messages.find((m) => m.id === params.id)
    return found ? { data: found } : apiNotFound()
  })
  const marks = stubApi.patch('/api/v1/contact-messages/:id', ({ params, body }) => {
    const read = (body as { read: boolean }).read
    messages = messages.map((m) =>
      m.id === params.id ? { ...m, read, readAt: read ? '2026-01-02T00:00:00Z' : null } : m,
    )
    return { data: messages.find((m) => m.id === params.id) ?? null }
  })
  const deletes = stubApi.delete('/api/v1/contact-messages/:id', ({ params }) => {
    messages = messages.filter((m) => m.id !== params.id)
    return undefined
  })
  return { marks, deletes }
}

beforeEach(() => {
  messages = [
    {
      id: 'm-1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Visit <b>http://spam.example.com</b>\nSecond line',
      createdAt: new Date().toISOString(),
      read: false,
      readAt: null,
    },
    {
      id: 'm-2',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you support Markdown?',
      createdAt: '2026-01-01T00:00:00Z',
      read: true,
      readAt: '2026-01-01T01:00:00Z',
    },
  ]
})

describe('InboxScreen', () => {
  it('opens an unread message, marks it read and shows its text as typed, links included', async () => {
    const { marks } = stubInbox()
    renderApp(<InboxScreen />, { route: '/inbox', role: 'admin' })
    const list = await screen.findByRole('list', { name: 'Messages' })
    fireEvent.click(within(list).getByRole('button', { name: /Grace Hopper \(unread\)/ }))

    const message = await screen.findByRole('article', { name: 'Grace Hopper' })
    await waitFor(() => expect(marks.map((call) => call.body)).toEqual([{ read: true }]))
    const text = within(message).getByTestId('inbox-message-text')
    expect(text.textContent).toBe('Visit <b>http://spam.example.com</b>\nSecond line')
    expect(text.querySelector('b, a')).toBeNull()

    const reply = within(message).getByRole('link', { name: 'Reply' })
    const href = reply.getAttribute('href') ?? ''
    expect(href.startsWith('mailto:grace@example.com?subject=')).toBe(true)
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe('Re: Your message to Folio')

    fireEvent.click(within(message).getByRole('button', { name: 'Back to inbox' }))
    const again = await screen.findByRole('list', { name: 'Messages' })
    expect(within(again).queryByRole('button', { name: /\(unread\)/ })).toBeNull()
  })

  it('marks a message unread again without marking it read once more', async () => {
    const { marks } = stubInbox()
    renderApp(<InboxScreen />, { route: '/inbox?message=m-2', role: 'admin' })
    const message = await screen.findByRole('article', { name: 'Ada Lovelace' })
    fireEvent.click(within(message).getByRole('button', { name: 'Mark as unread' }))
    const list = await screen.findByRole('list', { name: 'Messages' })
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /Ada Lovelace \(unread\)/ })).toBeDefined(),
    )
    expect(marks.map((call) => call.body)).toEqual([{ read: false }])
  })

  it('deletes a message only once confirmed', async () => {
    const { deletes } = stubInbox()
    renderApp(<InboxScreen />, { route: '/inbox?message=m-2', role: 'admin' })
    const message = await screen.findByRole('article', { name: 'Ada Lovelace' })
    fireEvent.click(within(message).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete message?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deletes).toHaveLength(0)

    fireEvent.click(within(message).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete message?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete message' }))
    const list = await screen.findByRole('list', { name: 'Messages' })
    await waitFor(() => expect(within(list).queryByText('Ada Lovelace')).toBeNull())
    expect(deletes.map((call) => call.params.id)).toEqual(['m-2'])
  })

  it('says so when there are no messages', async () => {
    messages = []
    stubInbox()
    renderApp(<InboxScreen />, { route: '/inbox', role: 'admin' })
    expect(await screen.findByText('No messages yet')).toBeDefined()
  })
})
