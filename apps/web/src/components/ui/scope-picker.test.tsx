import { apiKeyScopeLabels } from '@folio/schema'
import type { ApiKeyScope } from '@folio/schema'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { ScopePicker } from './scope-picker'

import { renderApp } from '@/testing/render-app'

const notes = { read: 'Reads published content.', read_write: 'Also writes.' }

function Picker({
  writeLocked,
  onChange,
}: {
  writeLocked: boolean
  onChange: (s: ApiKeyScope) => void
}) {
  const [scope, setScope] = useState<ApiKeyScope>('read')
  return (
    <ScopePicker
      name="key-scope"
      legend="Scope"
      value={scope}
      onChange={(next) => {
        setScope(next)
        onChange(next)
      }}
      labels={apiKeyScopeLabels}
      notes={notes}
      writeLocked={writeLocked}
    />
  )
}

describe('ScopePicker', () => {
  it('offers every scope with its note and reports the one chosen', () => {
    const onChange = vi.fn()
    renderApp(<Picker writeLocked={false} onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Scope' })).toBeTruthy()
    const read = screen.getByRole('radio', { name: 'Read-only' })
    const write = screen.getByRole('radio', { name: 'Read-write' })
    expect(read).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { description: 'Also writes.' })).toBe(write)

    fireEvent.click(write)
    expect(onChange).toHaveBeenLastCalledWith('read_write')
    expect(write).toHaveProperty('checked', true)
    expect(read).toHaveProperty('checked', false)
  })

  it('locks read-write on the Free plan and says why', () => {
    renderApp(<Picker writeLocked onChange={vi.fn()} />)
    const write = screen.getByRole('radio', { name: 'Read-write' })
    expect(write).toHaveProperty('disabled', true)
    expect(write.getAttribute('aria-describedby')).toBe(
      'key-scope-read_write-note key-scope-read_write-note-lock',
    )
    expect(screen.getByRole('radio', { name: 'Read-only' })).toHaveProperty('disabled', false)
  })
})
