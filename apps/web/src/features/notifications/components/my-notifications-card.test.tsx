import { defaultNotificationSettings, type MyNotificationSettings } from '@folio/schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MyNotificationsCard } from './my-notifications-card'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

afterEach(() => vi.unstubAllGlobals())

describe('Your notifications', () => {
  it('saves the switches a person changes, then offers to follow the defaults again', async () => {
    let mine: MyNotificationSettings = {
      settings: defaultNotificationSettings,
      defaults: defaultNotificationSettings,
      custom: false,
    }
    const sent: { method: string; body: unknown }[] = []
    vi.stubGlobal('fetch', (_input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      if (method === 'PUT') {
        const body = JSON.parse(init!.body as string) as MyNotificationSettings['settings']
        sent.push({ method, body })
        mine = { ...mine, settings: body, custom: true }
      }
      if (method === 'DELETE') {
        sent.push({ method, body: null })
        mine = { ...mine, settings: mine.defaults, custom: false }
      }
      return Promise.resolve(json({ data: mine }))
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <MyNotificationsCard />
      </QueryClientProvider>,
    )
    const email = await screen.findByRole('switch', { name: 'Mine: Comment: Email' })
    expect(screen.getByText(/You follow the installation defaults/)).toBeTruthy()
    fireEvent.click(email)
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toMatchObject({ comment: { inApp: true, email: false } })
    fireEvent.click(await screen.findByRole('button', { name: 'Use the defaults' }))
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['PUT', 'DELETE']))
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Mine: Comment: Email' }).getAttribute('aria-checked'),
      ).toBe('true'),
    )
  })
})
