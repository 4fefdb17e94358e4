import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { RichTextEditor } from './rich-text-editor'

import { renderApp } from '@/testing/render-app'

function renderEditor(value = '<p>Read the docs</p>') {
  const onChange = vi.fn()
  renderApp(<RichTextEditor id="body" label="Body" value={value} onChange={onChange} />)
  return onChange
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Body formatting' })
const tabStops = () =>
  within(toolbar())
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0)

describe('RichTextToolbar', () => {
  it('is one tab stop; arrows, Home and End move between its buttons', () => {
    renderEditor()
    expect(tabStops().map((button) => button.getAttribute('aria-label'))).toEqual(['Bold'])

    const bold = screen.getByRole('button', { name: 'Bold' })
    bold.focus()
    fireEvent.keyDown(bold, { key: 'ArrowRight' })
    const italic = screen.getByRole('button', { name: 'Italic' })
    expect(document.activeElement).toBe(italic)
    expect(tabStops()).toEqual([italic])

    fireEvent.keyDown(italic, { key: 'End' })
    // Undo and Redo have nothing to do yet: the last usable button is Link's neighbour, Image.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Image' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(document.activeElement).toBe(bold)
    fireEvent.keyDown(bold, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Image' }))
  })
})

describe('Link dialog', () => {
  it('asks for URL, text and new tab, and refuses a javascript: link next to the field', async () => {
    const onChange = renderEditor('<p></p>')
    fireEvent.click(screen.getByRole('button', { name: 'Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link' })
    const url = within(dialog).getByLabelText('URL')
    await waitFor(() => expect(document.activeElement).toBe(url))
    expect(within(dialog).getByLabelText('Text')).toBeDefined()
    expect(within(dialog).getByRole('checkbox', { name: 'Open in a new tab' })).toBeDefined()

    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }))
    const error = await within(dialog).findByText(/“javascript:” links are not allowed/)
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(url.getAttribute('aria-describedby')).toBe(error.id)
    expect(onChange).not.toHaveBeenCalled()

    fireEvent.change(url, { target: { value: 'example.com/docs' } })
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'Docs' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Open in a new tab' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const html = onChange.mock.lastCall?.[0] as string
    expect(html).toContain('href="https://example.com/docs"')
    expect(html).toContain('>Docs</a>')
    expect(html).not.toContain('target="_blank"')
    // Written out, so the server keeps the choice instead of opening a new tab.
    expect(html).toContain('target="_self"')
  })

  it('opens in a new tab by default', async () => {
    const onChange = renderEditor('<p></p>')
    fireEvent.click(screen.getByRole('button', { name: 'Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link' })
    fireEvent.change(within(dialog).getByLabelText('URL'), {
      target: { value: 'https://folio.dev' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const html = onChange.mock.lastCall?.[0] as string
    expect(html).toContain('href="https://folio.dev"')
    expect(html).toContain('target="_blank"')
  })
})
