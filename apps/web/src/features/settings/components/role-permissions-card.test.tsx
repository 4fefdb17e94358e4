import {
  defaultPermissionSettings,
  defaultRoleRights,
  type ContentType,
  type PermissionSettings,
} from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { PermissionsTab } from './permissions-tab'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { stubApi } from '@/testing/stub-api'

const blogPost: ContentType = {
  id: 'type-blog',
  name: 'Blog Post',
  slug: 'blog-post',
  description: '',
  fields: [],
  titleField: null,
  previewUrl: '',
  itemCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

/** A fake API: permission settings that PUT changes, and one content type. */
function stubPermissionsApi(initial: PermissionSettings = defaultPermissionSettings) {
  let saved = initial
  const puts: Record<string, unknown>[] = []
  stubApi.get('/api/v1/content-types', () => ({ data: [blogPost] }))
  stubApi.get('/api/v1/settings/permissions', () => ({ data: saved }))
  stubApi.put('/api/v1/settings/permissions', ({ body }) => {
    puts.push(body as Record<string, unknown>)
    saved = { ...saved, ...(body as Partial<PermissionSettings>) }
    return { data: saved }
  })
  return puts
}

function renderTab() {
  renderApp(<PermissionsTab />)
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })

afterEach(() => {
  notificationStore.getState().clear()
})

describe('Settings → Permissions: the role matrix', () => {
  it('shows the defaults, with the admin column checked and locked', async () => {
    stubPermissionsApi()
    renderTab()
    const form = await screen.findByRole('form', { name: 'Role permissions' })
    expect(within(form).getByText('Admin')).toBeTruthy()
    const adminBoxes = within(form)
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((input) => input.getAttribute('aria-label')?.startsWith('Admin:'))
    expect(adminBoxes.length).toBeGreaterThan(0)
    expect(adminBoxes.every((input) => input.checked && input.disabled)).toBe(true)
    expect(box('Editor: publish content by default').checked).toBe(true)
    expect(box('Viewer: view content by default').checked).toBe(true)
    expect(box('Viewer: create content by default').checked).toBe(false)
    expect(box('Viewer: upload media').checked).toBe(false)
    expect(screen.getByRole('button', { name: 'Save permissions' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('checks view with any right to change, and clears the rest with view', async () => {
    stubPermissionsApi()
    renderTab()
    await screen.findByRole('form', { name: 'Role permissions' })
    fireEvent.click(box('Viewer: view navigation'))
    expect(box('Viewer: view navigation').checked).toBe(false)
    fireEvent.click(box('Viewer: edit navigation'))
    expect(box('Viewer: view navigation').checked).toBe(true)
    expect(box('Viewer: edit navigation').checked).toBe(true)
    fireEvent.click(box('Editor: view media'))
    expect(box('Editor: upload media').checked).toBe(false)
    expect(box('Editor: delete media').checked).toBe(false)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
  })

  it('saves a type of its own: the payload carries the override and the area changes', async () => {
    const puts = stubPermissionsApi()
    renderTab()
    await screen.findByRole('form', { name: 'Role permissions' })
    expect(screen.queryByRole('checkbox', { name: 'Editor: publish Blog Post' })).toBeNull()
    fireEvent.click(screen.getByRole('switch', { name: 'Blog Post: use defaults' }))
    fireEvent.click(box('Editor: publish Blog Post'))
    fireEvent.click(box('Viewer: create Blog Post'))
    fireEvent.click(box('Editor: delete media'))
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }))
    await waitFor(() =>
      expect(notificationStore.getState().notifications[0]?.message).toBe('Role permissions saved'),
    )
    expect(puts).toEqual([
      {
        roles: {
          editor: {
            ...defaultRoleRights.editor,
            contentTypes: {
              [blogPost.id]: { view: true, create: true, edit: true, delete: true, publish: false },
            },
            media: { view: true, upload: true, delete: false },
          },
          viewer: {
            ...defaultRoleRights.viewer,
            contentTypes: {
              [blogPost.id]: {
                view: true,
                create: true,
                edit: false,
                delete: false,
                publish: false,
              },
            },
          },
        },
      },
    ])
    expect(screen.getByRole('button', { name: 'Save permissions' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('resets to the defaults, dropping the overrides', async () => {
    const puts = stubPermissionsApi({
      ...defaultPermissionSettings,
      roles: {
        editor: {
          ...defaultRoleRights.editor,
          contentTypes: { [blogPost.id]: defaultRoleRights.viewer.content },
        },
        viewer: defaultRoleRights.viewer,
      },
    })
    renderTab()
    await screen.findByRole('form', { name: 'Role permissions' })
    expect(box('Editor: edit Blog Post').checked).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }))
    expect(screen.queryByRole('checkbox', { name: 'Editor: edit Blog Post' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }))
    await waitFor(() => expect(puts).toEqual([{ roles: defaultRoleRights }]))
  })
})
