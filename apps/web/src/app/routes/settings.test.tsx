import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'

import { SettingsPage } from './settings'

import { RouteGuard } from '@/features/auth/components/route-guard'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

function renderSettingsAs(role: 'admin' | 'editor' | 'viewer') {
  return renderApp(
    <RouteGuard>
      <Routes>
        <Route path="settings" element={<SettingsPage />} />
        <Route path="dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
    </RouteGuard>,
    { route: '/settings?tab=plugins', role },
  )
}

describe('Settings → Plugins', () => {
  it('opens from its URL for admins', async () => {
    stubApi.get('/api/v1/plugins', { plugins: [] })
    renderSettingsAs('admin')

    const tab = screen.getByRole('tab', { name: 'Plugins' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByText('No plugins installed')).toBeDefined()
  })

  it.each(['editor', 'viewer'] as const)('is not shown to an %s', (role) => {
    const reads = stubApi.get('/api/v1/plugins', { plugins: [] })
    renderSettingsAs(role)

    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeDefined()
    expect(screen.queryByRole('tab', { name: 'Plugins' })).toBeNull()
    expect(reads).toHaveLength(0)
  })
})
