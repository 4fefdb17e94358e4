import { defaultNotificationSettings, type MyNotificationSettings } from '@folio/schema'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { MyNotificationsCard } from './my-notifications-card'

import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const PATH = '/api/v1/profile/notification-settings'

describe('Your notifications', () => {
  it('saves the switches a person changes, then offers to follow the defaults again', async () => {
    let mine: MyNotificationSettings = {
      settings: defaultNotificationSettings,
      defaults: defaultNotificationSettings,
      custom: false,
    }
    const sent: { method: string; body: unknown }[] = []
    stubApi.get(PATH, () => ({ data: mine }))
    stubApi.put(PATH, ({ method, body }) => {
      sent.push({ method, body })
      mine = { ...mine, settings: body as MyNotificationSettings['settings'], custom: true }
      return { data: mine }
    })
    stubApi.delete(PATH, ({ method }) => {
      sent.push({ method, body: null })
      mine = { ...mine, settings: mine.defaults, custom: false }
      return { data: mine }
    })
    renderApp(<MyNotificationsCard />)
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
