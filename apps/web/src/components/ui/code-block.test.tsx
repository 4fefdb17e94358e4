import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { CodeBlock } from './code-block'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { stubClipboard } from '@/testing/stub-clipboard'

beforeEach(() => notificationStore.getState().clear())

describe('CodeBlock', () => {
  it('shows the code under its title and copies it whole', async () => {
    const writeText = stubClipboard()
    const code = 'curl https://cms.example.com/api/v1/content/blog/items'
    renderApp(<CodeBlock title="cURL" code={code} copyLabel="cURL example" />)

    expect(screen.getByRole('figure').textContent).toContain(code)
    fireEvent.click(screen.getByRole('button', { name: 'Copy cURL example' }))

    expect(await screen.findByRole('button', { name: 'Copied cURL example' })).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(code)
  })

  it('says so when the browser blocks the copy', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')))
    renderApp(<CodeBlock title=".env" code="FOLIO_KEY=abc" copyLabel="environment" monoTitle />)

    fireEvent.click(screen.getByRole('button', { name: 'Copy environment' }))

    await screen.findByRole('button', { name: 'Copy environment' })
    await expect
      .poll(() => notificationStore.getState().notifications[0]?.message)
      .toBe('Could not copy to the clipboard')
  })
})
