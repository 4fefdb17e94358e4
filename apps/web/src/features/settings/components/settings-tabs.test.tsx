import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'

import { SettingsTabs } from './settings-tabs'

function Location() {
  return <output aria-label="Location">{useLocation().search}</output>
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SettingsTabs panels={{ api: <p>API panel</p>, webhooks: <p>Webhooks panel</p> }} />
      <Location />
    </MemoryRouter>,
  )
}

describe('SettingsTabs', () => {
  it('opens the tab the URL names', () => {
    renderAt('/settings?tab=webhooks')
    expect(screen.getByRole('tab', { name: 'Webhooks' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Webhooks panel')).toBeDefined()
    expect(screen.queryByText('API panel')).toBeNull()
  })

  it('opens General for a missing or unknown tab', () => {
    renderAt('/settings?tab=nope')
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('General settings will be available in a future update.')).toBeDefined()
  })

  it('puts the chosen tab in the URL', () => {
    renderAt('/settings?tab=api')
    // Radix tabs switch on mouse down (and on focus with the arrow keys).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Database' }), { button: 0 })
    expect(screen.getByLabelText('Location').textContent).toBe('?tab=database')
    expect(
      screen.getByText('Database settings will be available in a future update.'),
    ).toBeDefined()
  })
})
