import { MEDIA_MAX_BYTES, mediaUploadHint, storageQuotaMessage } from '@folio/schema'
import type { MediaItem } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { UploadMediaModal } from './upload-media-modal'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson } from '@/testing/stub-api'
import { stubUpload } from '@/testing/stub-upload'

/** Opens the modal and waits for its panel, which loads when the modal first opens. */
async function renderModal(onOpenChange = vi.fn()) {
  renderApp(<UploadMediaModal open onOpenChange={onOpenChange} folderId={null} />)
  const dialog = screen.getByRole('dialog', { name: 'Upload Media' })
  await within(dialog).findByTestId('upload-drop-zone')
  return dialog
}

/** A file that says it is `size` bytes without allocating them. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type, lastModified: 1 })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const fileInput = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLInputElement>('input[type="file"]')!

function choose(dialog: HTMLElement, files: File[]) {
  fireEvent.change(fileInput(dialog), { target: { files } })
}

beforeEach(() => notificationStore.getState().clear())

const stored = (name: string): MediaItem => ({
  id: `m-${name}`,
  type: 'image',
  name,
  path: `/media/${name}`,
  url: `http://folio.test/media/${name}`,
  mimeType: 'image/png',
  size: 2048,
  width: 640,
  height: 480,
  altText: '',
  folderId: null,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  createdBy: 'user-1',
})

describe('Upload Media modal', () => {
  it('asks for files when Upload is pressed with none', async () => {
    const dialog = await renderModal()
    expect(within(dialog).getByText(mediaUploadHint())).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select files to upload')
  })

  it('lists each chosen file with its size and type, and removes one on request', async () => {
    const dialog = await renderModal()
    const chooseButton = within(dialog).getByRole('button', { name: 'Choose files' })
    const click = vi.spyOn(fileInput(dialog), 'click')
    fireEvent.click(chooseButton)
    expect(click).toHaveBeenCalled()

    choose(dialog, [
      fileOf('photo.png', 'image/png', 1536),
      fileOf('report.pdf', 'application/pdf', 2 * 1024 * 1024),
    ])
    const list = within(dialog).getByRole('region', { name: 'Files to upload' })
    expect(list.textContent).toContain('2 file(s) selected')
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'photo.png1.5 KB · image/png',
      'report.pdf2.0 MB · application/pdf',
    ])

    // The same file chosen again is not listed twice.
    choose(dialog, [fileOf('photo.png', 'image/png', 1536)])
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)

    fireEvent.click(within(list).getByRole('button', { name: 'Remove photo.png' }))
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['report.pdf2.0 MB · application/pdf'])
  })

  it('flags a file over 10 MB at once and does not send it', async () => {
    const dialog = await renderModal()
    choose(dialog, [fileOf('huge.mov', 'video/quicktime', MEDIA_MAX_BYTES + 1)])
    const row = within(dialog).getByRole('listitem')
    expect(row.textContent).toContain('huge.mov is larger than 10 MB')
    expect(row.getAttribute('aria-describedby')).toBeTruthy()

    const uploads = stubUpload({ data: [], errors: [] })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain('File upload failed')
    expect(alert.textContent).toContain(
      'There was an error uploading your files. Please try again.',
    )
    expect(uploads).toEqual([])
    // Back to idle with the file still listed, so it can be removed and others chosen.
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(
      false,
    )
    expect(within(dialog).queryByRole('progressbar')).toBeNull()
    const [notice] = notificationStore.getState().notifications
    expect([notice?.type, notice?.message]).toEqual(['error', 'File upload failed'])
  })

  it('takes dropped files and lights up while they are dragged over', async () => {
    const dialog = await renderModal()
    const zone = within(dialog).getByTestId('upload-drop-zone')
    const dataTransfer = { types: ['Files'], files: [fileOf('a.jpg', 'image/jpeg', 10)] }
    fireEvent.dragEnter(zone, { dataTransfer })
    expect(zone.dataset.dragging).toBe('true')
    expect(zone.textContent).toContain('Drop the files to add them')
    fireEvent.dragLeave(zone, { dataTransfer })
    expect(zone.dataset.dragging).toBeUndefined()

    fireEvent.dragEnter(zone, { dataTransfer })
    fireEvent.drop(zone, { dataTransfer })
    expect(zone.dataset.dragging).toBeUndefined()
    expect(within(dialog).getByRole('listitem').textContent).toContain('a.jpg')
  })

  it('shows the storage quota refusal on every file it stopped', async () => {
    const message = storageQuotaMessage(1024 ** 3, 1024 ** 3)
    stubUpload(apiError(402, 'quota_exceeded', message))
    const dialog = await renderModal()
    choose(dialog, [
      fileOf('one.png', 'image/png', 2048),
      fileOf('two.pdf', 'application/pdf', 4096),
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        `one.png2.0 KB · image/png${message}`,
        `two.pdf4.0 KB · application/pdf${message}`,
      ]),
    )
    expect(within(dialog).getByRole('alert').textContent).toContain(message)
  })

  it('shows progress while the files go, then sends them and closes', async () => {
    let answer = (_response: Response) => {}
    const uploads = stubUpload(() => new Promise<Response>((resolve) => (answer = resolve)))
    const onOpenChange = vi.fn()
    const dialog = await renderModal(onOpenChange)
    choose(dialog, [fileOf('one.png', 'image/png', 2048)])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }))

    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' })
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThan(100)
    await waitFor(() => expect(uploads).toHaveLength(1))
    expect(uploads[0]?.files).toHaveLength(1)
    expect(uploads[0]?.folderId).toBeNull()

    answer(apiJson({ data: [stored('one.png')], errors: [] }, 201))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [notice] = notificationStore.getState().notifications
    expect([notice?.type, notice?.message]).toEqual(['success', '1 file(s) uploaded successfully'])
  })

  it('closes with Cancel', async () => {
    const onOpenChange = vi.fn()
    const dialog = await renderModal(onOpenChange)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
