import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import { Dialog, DialogContent, DialogFormActions } from './dialog'
import { TextField } from './form-field'
import { NavigationGuard } from './navigation-guard'

import { hasUnsavedChanges, unsavedChangesStore, useUnsavedChanges } from '@/lib/unsaved-changes'
import { useFormDialog } from '@/lib/use-form-dialog'
import { renderApp } from '@/testing/render-app'

afterEach(() => unsavedChangesStore.setState({ sources: new Map() }))

/** A create dialog built on useFormDialog, as the app's are: the form mounts per opening. */
function FolderForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { values, change, handleSubmit } = useFormDialog({
    initial: { name: '' },
    fields: ['name'] as const,
    fieldId: () => 'folder-name',
    errorsFrom: () => ({}),
    failure: 'Not saved.',
  })
  return (
    <form noValidate onSubmit={handleSubmit(onSaved)}>
      <TextField
        id="folder-name"
        label="Folder name"
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <DialogFormActions pending={false} onCancel={onClose}>
        Create folder
      </DialogFormActions>
    </form>
  )
}

function FolderDialog() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button onClick={() => setOpen(true)}>New folder</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="New folder">
          {open && <FolderForm onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  )
}

const dialog = () => screen.queryByRole('dialog', { name: 'New folder' })
const question = () => screen.queryByRole('dialog', { name: 'Discard changes?' })
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
const typeName = (name: string) =>
  fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: name } })

describe('a form dialog with unsaved changes', () => {
  it('closes at once on Escape while nothing is typed', async () => {
    renderApp(<FolderDialog />)
    escape()
    await waitFor(() => expect(dialog()).toBeNull())
    expect(question()).toBeNull()
  })

  it('asks on Escape; Keep editing keeps the text, Discard closes', async () => {
    renderApp(<FolderDialog />)
    typeName('Press kit')
    escape()
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    expect(screen.getByLabelText<HTMLInputElement>('Folder name').value).toBe('Press kit')

    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(hasUnsavedChanges()).toBe(false)

    // Opened again, it starts empty.
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }))
    expect((await screen.findByLabelText<HTMLInputElement>('Folder name')).value).toBe('')
  })

  it('asks on Cancel, and not once the text is back to where it started', async () => {
    renderApp(<FolderDialog />)
    typeName('Press kit')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())

    typeName('')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(question()).toBeNull()
  })

  it('closes without asking when it saves', async () => {
    renderApp(<FolderDialog />)
    typeName('Press kit')
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(question()).toBeNull()
    expect(hasUnsavedChanges()).toBe(false)
  })
})

/** A page form: a name, saved in place. */
function ProfilePage() {
  const [saved, setSaved] = useState('Ada')
  const [name, setName] = useState(saved)
  useUnsavedChanges(name !== saved)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSaved(name)
      }}
    >
      <TextField
        id="name"
        label="Full name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit">Save</button>
      <Link to="/dashboard">Dashboard</Link>
    </form>
  )
}

/** Saves and moves on to what it saved, in one handler, as create forms do. */
function CreateAndOpen() {
  const navigate = useNavigate()
  const [saved, setSaved] = useState('')
  const [name, setName] = useState('')
  useUnsavedChanges(name !== saved)
  return (
    <>
      <TextField
        id="menu"
        label="Menu name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button
        onClick={() => {
          setSaved(name)
          void navigate('/dashboard')
        }}
      >
        Create menu
      </button>
    </>
  )
}

function Where() {
  return <p>At {useLocation().pathname}</p>
}

function renderPages(page = <ProfilePage />) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <NavigationGuard />
            {page}
          </>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const dashboardLink = () => screen.getByRole('link', { name: 'Dashboard' })

describe('a page with unsaved changes', () => {
  it('leaves at once while nothing changed', async () => {
    renderPages()
    fireEvent.click(dashboardLink())
    expect(await screen.findByText('At /dashboard')).toBeTruthy()
    expect(question()).toBeNull()
  })

  it('asks before a link leaves; Keep editing stays, Discard goes', async () => {
    renderPages()
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada L.' } })
    fireEvent.click(dashboardLink())
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy()
    expect(screen.getByText('At /profile')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    expect(screen.getByText('At /profile')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Ada L.')

    fireEvent.click(dashboardLink())
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(await screen.findByText('At /dashboard')).toBeTruthy()
  })

  it('moves on without asking when a save leads there', async () => {
    renderPages(<CreateAndOpen />)
    fireEvent.change(screen.getByLabelText('Menu name'), { target: { value: 'Docs' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create menu' }))
    expect(await screen.findByText('At /dashboard')).toBeTruthy()
    expect(question()).toBeNull()
  })

  it('asks the browser before unloading while changed, and not after Save', async () => {
    renderPages()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      act(() => void window.dispatchEvent(event))
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada L.' } })
    await waitFor(() => expect(unload()).toBe(true))

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(unload()).toBe(false))
    fireEvent.click(dashboardLink())
    expect(await screen.findByText('At /dashboard')).toBeTruthy()
    expect(question()).toBeNull()
  })
})
