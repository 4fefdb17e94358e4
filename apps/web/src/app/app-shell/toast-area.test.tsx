import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ToastArea } from '@/app/app-shell/toast-area'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { notificationStore, notify } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'

afterEach(() => notificationStore.getState().clear())

describe('ToastArea', () => {
  it('floats over the page while no dialog is open', () => {
    renderApp(<ToastArea />)
    act(() => void notify.success('Saved'))
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByText('Saved')).toBeDefined()
    expect(region.closest('[role="dialog"]')).toBeNull()
  })

  it('shows inside an open dialog, under its title and above its buttons', () => {
    renderApp(
      <>
        <ToastArea />
        <Dialog open>
          <DialogContent title="Create type">
            <button type="submit">Create</button>
          </DialogContent>
        </Dialog>
      </>,
    )
    act(() => void notify.error('Slug already taken'))
    const dialog = screen.getByRole('dialog', { name: 'Create type' })
    const toast = within(dialog).getByText('Slug already taken')
    expect(
      toast.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Create' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    // Its dismiss button is inside the dialog, where the focus trap lets the keyboard reach it.
    expect(within(dialog).getByRole('button', { name: 'Dismiss notification' })).toBeDefined()
  })
})
