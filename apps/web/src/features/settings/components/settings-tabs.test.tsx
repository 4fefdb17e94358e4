import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'

import { settingsTabGroups, settingsTabs } from '../settings-tabs'

import { SettingsTabs } from './settings-tabs'

import { renderApp } from '@/testing/render-app'

function Location() {
  return <output aria-label="Location">{useLocation().search}</output>
}

function renderAt(url: string) {
  renderApp(
    <>
      <SettingsTabs panels={{ api: <p>API panel</p>, webhooks: <p>Webhooks panel</p> }} />
      <Location />
    </>,
    { route: url },
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

  it('offers every tab, by group, in a labelled select for phones', () => {
    renderAt('/settings?tab=webhooks')
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Settings section' })
    expect(picker.value).toBe('webhooks')
    const groups = within(picker).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([...settingsTabGroups])
    expect(within(picker).getAllByRole('option')).toHaveLength(settingsTabs.length)

    fireEvent.change(picker, { target: { value: 'audit' } })
    expect(screen.getByLabelText('Location').textContent).toBe('?tab=audit')
    expect(screen.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })

  it('moves between tabs with the arrow keys', async () => {
    renderAt('/settings?tab=general')
    const general = screen.getByRole('tab', { name: 'General' })
    general.focus()
    fireEvent.keyDown(general, { key: 'ArrowRight' })
    // Radix moves focus on the next tick.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Appearance' })),
    )
  })
})
