import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { SiteHeader } from './site-header'

import { AUTH_STORAGE_KEY } from '@/lib/auth-storage'

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/pricing']}>
      <SiteHeader />
    </MemoryRouter>,
  )
}

describe('SiteHeader', () => {
  afterEach(() => window.localStorage.clear())

  it('offers Login and Get Started to visitors', () => {
    renderHeader()
    expect(screen.getAllByRole('link', { name: 'Login' })[0]?.getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull()
  })

  it('takes a signed-in person back to the dashboard instead', () => {
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'token', refresh_token: 'refresh' }),
    )
    renderHeader()
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull()
  })
})
