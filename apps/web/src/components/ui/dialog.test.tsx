import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'

import { Dialog, DialogContent, DialogFormActions, useDialogToastSlot } from './dialog'

import { renderApp } from '@/testing/render-app'

function SlotProbe() {
  const slot = useDialogToastSlot()
  return <p>{slot ? 'slot in a dialog' : 'no slot'}</p>
}

function CreateDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>New type</button>
      <SlotProbe />
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title="Create type">
            <form>
              <label>
                Name
                <input />
              </label>
              <DialogFormActions pending={false} onCancel={() => setOpen(false)}>
                Create
              </DialogFormActions>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </>
  )
}

describe('DialogContent', () => {
  it('starts at its first field and gives the focus back to the opener on close', async () => {
    renderApp(<CreateDialog />)
    const opener = screen.getByRole('button', { name: 'New type' })
    opener.focus()
    fireEvent.click(opener)

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('starts at its first action when it has no field', async () => {
    renderApp(
      <Dialog open>
        <DialogContent title="Delete?">
          <DialogFormActions pending={false} onCancel={() => {}}>
            Delete
          </DialogFormActions>
        </DialogContent>
      </Dialog>,
    )
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })),
    )
  })

  it('moves to the first field of a body that loads after it opened', async () => {
    function Later() {
      const [ready, setReady] = useState(false)
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 20)
        return () => clearTimeout(timer)
      }, [])
      return ready ? <input aria-label="Title" /> : <p>Loading...</p>
    }
    renderApp(
      <Dialog open>
        <DialogContent title="Edit item">
          <Later />
        </DialogContent>
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('dialog'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')))
  })

  it('offers a toast slot, between title and body, only while it is open', async () => {
    renderApp(<CreateDialog />)
    expect(screen.getByText('no slot')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'New type' }))
    await screen.findByText('slot in a dialog')
    const dialog = screen.getByRole('dialog')
    const slot = dialog.querySelector('[data-toast-slot]')
    expect(slot).not.toBeNull()
    // Before the body: nothing in the slot can cover the body's buttons.
    expect(
      slot!.compareDocumentPosition(screen.getByRole('button', { name: 'Create' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()

    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' })
    await screen.findByText('no slot')
  })
})
