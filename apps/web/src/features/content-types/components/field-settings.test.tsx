import type { Component, ContentType, PluginValidator } from '@folio/schema'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentTypeModal } from './content-type-modal'

import { notificationStore } from '@/stores/notifications'
import { renderApp } from '@/testing/render-app'
import { apiError, apiJson, recordRequests, stubApi } from '@/testing/stub-api'

const stamp = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' }

const author: ContentType = {
  id: 'ct-author',
  name: 'Author',
  slug: 'author',
  description: '',
  fields: [{ id: 'f-name', name: 'name', type: 'text', required: true, description: '' }],
  titleField: 'name',
  previewUrl: '',
  itemCount: 0,
  ...stamp,
}

const page: ContentType = {
  id: 'ct-page',
  name: 'Page',
  slug: 'page',
  description: '',
  fields: [
    { id: 'f-headline', name: 'headline', type: 'text', required: true, description: '' },
    {
      id: 'f-tone',
      name: 'tone',
      type: 'select',
      required: false,
      description: '',
      options: [
        { value: 'calm', label: 'Calm' },
        { value: 'loud', label: 'Loud' },
      ],
      multiple: false,
    },
  ],
  titleField: 'headline',
  previewUrl: 'https://site.test/{slug}',
  itemCount: 0,
  ...stamp,
}

const hero: Component = {
  id: 'cmp-hero',
  name: 'Hero',
  slug: 'hero',
  description: '',
  icon: '',
  fields: [{ id: 'f-h', name: 'heading', type: 'text', required: false, description: '' }],
  usageCount: 0,
  ...stamp,
}
const cta: Component = { ...hero, id: 'cmp-cta', name: 'Call to action', slug: 'cta' }

/** The model's reads; `write` answers the save (a create or an update). */
function stubTypesApi(write: () => Response = () => apiJson({ data: author }, 201)) {
  const log = recordRequests()
  stubApi.get('/api/v1/content-types', { data: [author, page] })
  stubApi.get('/api/v1/content-types/ct-page', { data: page })
  stubApi.get('/api/v1/components', { data: [hero, cta] })
  stubApi.get('/api/v1/plugins/validators', { data: [] })
  stubApi.get('/api/v1/settings/general', {
    data: { previewUrl: 'https://www.example.org/{type}/{slug}' },
  })
  /** The bodies saved, in order. */
  const sent: unknown[] = []
  const save = ({ body }: { body: unknown }) => {
    sent.push(body)
    return write()
  }
  stubApi.post('/api/v1/content-types', save)
  stubApi.put('/api/v1/content-types/:id', save)
  /** Every request but a read, `POST /api/v1/content-types`. */
  const changes = () => log.filter((request) => !request.startsWith('GET '))
  return { sent, changes }
}

function renderModal(data: { id?: string } = {}) {
  const onClose = vi.fn()
  renderApp(<ContentTypeModal modal={{ kind: 'content-type', ...data }} onClose={onClose} />)
  return { onClose }
}

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
const addField = (name: string, fieldType: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add Field' }))
  const rows = screen.getAllByRole('group', { name: /^Field \d+$/ })
  const row = rows[rows.length - 1]!
  type('Field Name', name, row)
  type('Field Type', fieldType, row)
  return row
}
const save = (label = 'Create Content Type') =>
  fireEvent.click(screen.getByRole('button', { name: label }))

beforeEach(() => notificationStore.getState().clear())

describe('content type form: new field types', () => {
  it('sends a select field with its options in order, several values allowed', async () => {
    const { sent } = stubTypesApi()
    const { onClose } = renderModal()
    type('Name', 'Article')
    const row = addField('tone', 'select')
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    type('Option 1 value', 'calm', row)
    type('Option 1 label', 'Calm', row)
    type('Option 2 value', 'loud', row)
    fireEvent.click(within(row).getByRole('button', { name: 'Move option loud up' }))
    fireEvent.click(within(row).getByLabelText('Allow several values'))
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        {
          name: 'tone',
          type: 'select',
          options: [
            { value: 'loud', label: '' },
            { value: 'calm', label: 'Calm' },
          ],
          multiple: true,
        },
      ],
    })
  })

  it('refuses a select without options and duplicate values, next to the options', () => {
    stubTypesApi()
    renderModal()
    type('Name', 'Article')
    const row = addField('tone', 'select')
    save()
    expect(within(row).getByText('Add at least one option')).toBeDefined()
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    fireEvent.click(within(row).getByRole('button', { name: 'Add option' }))
    type('Option 1 value', 'a', row)
    type('Option 2 value', 'a', row)
    save()
    expect(within(row).getByText('Option values must be unique')).toBeDefined()
  })

  it('sends a relation with its target types, bounds and delete rule', async () => {
    const { sent } = stubTypesApi()
    const { onClose } = renderModal()
    type('Name', 'Book')
    const row = addField('authors', 'relation')
    fireEvent.click(await within(row).findByLabelText('Author'))
    type('At least', '1', row)
    type('At most', '3', row)
    type('When a linked item is deleted', 'unlink', row)
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        {
          name: 'authors',
          type: 'relation',
          relationTypeIds: ['ct-author'],
          onDelete: 'unlink',
          min: 1,
          max: 3,
        },
      ],
    })
  })

  it('shows the bounds error from the schema at the minimum', () => {
    stubTypesApi()
    renderModal()
    type('Name', 'Book')
    const row = addField('authors', 'relation')
    type('At least', '5', row)
    type('At most', '2', row)
    save()
    expect(within(row).getByText('Minimum cannot be more than maximum')).toBeDefined()
  })

  it('sends component and blocks fields with the chosen components in palette order', async () => {
    const { sent } = stubTypesApi()
    const { onClose } = renderModal()
    type('Name', 'Landing')
    const single = addField('seo', 'component')
    await within(single).findByRole('option', { name: 'Hero' })
    type('Component', 'cmp-hero', single)
    fireEvent.click(within(single).getByLabelText('Repeatable (a list of entries)'))
    const blocks = addField('sections', 'blocks')
    fireEvent.click(within(blocks).getByLabelText('Hero'))
    fireEvent.click(within(blocks).getByLabelText('Call to action'))
    fireEvent.click(within(blocks).getByRole('button', { name: 'Move Call to action up' }))
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        { name: 'seo', type: 'component', componentId: 'cmp-hero', repeatable: true },
        { name: 'sections', type: 'blocks', componentIds: ['cmp-cta', 'cmp-hero'] },
      ],
    })
  })

  it('asks for a component on blocks before sending', () => {
    const { changes } = stubTypesApi()
    renderModal()
    type('Name', 'Landing')
    const row = addField('sections', 'blocks')
    save()
    expect(within(row).getByText('Choose at least one component the blocks may use')).toBeDefined()
    expect(changes()).toEqual([])
  })

  it('shows the server message next to the option that failed', async () => {
    stubTypesApi(() =>
      apiError(400, 'validation_failed', 'Not a valid JSON Schema', [
        { path: 'fields.0.jsonSchema', message: 'Not a valid JSON Schema' },
      ]),
    )
    renderModal()
    type('Name', 'Settings')
    const row = addField('config', 'json')
    expect(within(row).getByText('JSON Schema (optional)')).toBeDefined()
    save()
    expect(await within(row).findByText('Not a valid JSON Schema')).toBeDefined()
  })

  it('keeps the title field and preview URL, and follows a renamed title field', async () => {
    const { sent } = stubTypesApi(() => apiJson({ data: page }))
    const { onClose } = renderModal({ id: 'ct-page' })
    const titleField = await screen.findByLabelText<HTMLSelectElement>('Title field')
    expect(titleField.selectedOptions[0]?.textContent).toBe('headline')
    expect(within(titleField).queryByRole('option', { name: 'tone' })).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Preview URL').value).toBe(
      'https://site.test/{slug}',
    )
    type('Field Name', 'heading', screen.getByRole('group', { name: 'Field 1' }))
    save('Update Content Type')

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      titleField: 'heading',
      previewUrl: 'https://site.test/{slug}',
      fields: [
        { id: 'f-headline', name: 'heading' },
        { id: 'f-tone', options: [{ value: 'calm' }, { value: 'loud' }] },
      ],
    })
  })
})

const descriptionLength: PluginValidator = {
  id: 'auto-seo/description-length',
  plugin: 'auto-seo',
  label: 'Description length',
  description: 'Between 50 and 160 characters, as search results show it.',
}
const notEmpty: PluginValidator = {
  id: 'word-count/not-empty',
  plugin: 'word-count',
  label: 'Has words',
  description: 'Refuses a value of spaces only.',
}

/** The validators running plugins offer; the calls tell when the list has been read. */
const stubValidators = (validators: PluginValidator[]) =>
  stubApi.get('/api/v1/plugins/validators', { data: validators })

const validatorsOf = (row: HTMLElement) => within(row).getByRole('group', { name: 'Validators' })

describe('content type form: plugin validators', () => {
  it('lists the validators of running plugins on a field of any type, with hint and id', async () => {
    stubTypesApi()
    stubValidators([descriptionLength, notEmpty])
    renderModal()
    const row = addField('config', 'json')

    const setting = await within(row).findByRole('group', { name: 'Validators' })
    const box = within(setting).getByRole<HTMLInputElement>('checkbox', {
      name: 'Description length',
    })
    expect(box.checked).toBe(false)
    const details = document.getElementById(box.getAttribute('aria-describedby') ?? '')
    expect(details?.textContent).toContain(descriptionLength.description)
    expect(details?.textContent).toContain('auto-seo/description-length')
    expect(within(setting).getByRole('checkbox', { name: 'Has words' })).toBeDefined()
    expect(within(setting).queryByText(/Not available/)).toBeNull()
  })

  it('sends the ticked validator with its field and leaves the key off the others', async () => {
    const { sent } = stubTypesApi()
    stubValidators([descriptionLength, notEmpty])
    const { onClose } = renderModal()
    type('Name', 'Article')
    const summary = addField('summary', 'text')
    addField('body', 'richtext')
    fireEvent.click(await within(summary).findByRole('checkbox', { name: 'Description length' }))
    save()

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [{ name: 'summary', validators: ['auto-seo/description-length'] }, { name: 'body' }],
    })
    expect((sent[0] as { fields: object[] }).fields[1]).not.toHaveProperty('validators')
  })

  it('keeps a validator whose plugin is not running checked, says so, and saves it', async () => {
    const { sent } = stubTypesApi(() => apiJson({ data: page }))
    stubApi.get('/api/v1/content-types/ct-page', {
      data: {
        ...page,
        fields: [
          { ...page.fields[0]!, validators: ['link-checker/no-broken-links'] },
          page.fields[1]!,
        ],
      },
    })
    const lists = stubValidators([descriptionLength])
    const { onClose } = renderModal({ id: 'ct-page' })
    const row = await screen.findByRole('group', { name: 'Field 1' })
    await waitFor(() => expect(lists).toHaveLength(1))

    const setting = validatorsOf(row)
    const kept = await within(setting).findByRole<HTMLInputElement>('checkbox', {
      name: 'link-checker/no-broken-links',
    })
    expect(kept.checked).toBe(true)
    expect(
      document.getElementById(kept.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Not available: its plugin is not running. Saves skip it.')
    expect(
      within(setting).getByRole<HTMLInputElement>('checkbox', { name: 'Description length' })
        .checked,
    ).toBe(false)
    save('Update Content Type')

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({
      fields: [
        { id: 'f-headline', validators: ['link-checker/no-broken-links'] },
        { id: 'f-tone' },
      ],
    })
  })

  it('shows no validators setting when no plugin offers one and the field names none', async () => {
    stubTypesApi()
    const lists = stubValidators([])
    renderModal()
    const row = addField('title', 'text')
    await waitFor(() => expect(lists).toHaveLength(1))

    expect(within(row).queryByRole('group', { name: 'Validators' })).toBeNull()
    expect(within(row).queryByText(/Plugin checks/)).toBeNull()
  })

  it('shows the server refusing a validator beside the setting', async () => {
    stubTypesApi(() =>
      apiError(400, 'validation_failed', 'Name a plugin validator as plugin/validator', [
        { path: 'fields.0.validators.0', message: 'Name a plugin validator as plugin/validator' },
      ]),
    )
    stubValidators([descriptionLength])
    renderModal()
    type('Name', 'Article')
    const row = addField('summary', 'text')
    fireEvent.click(await within(row).findByRole('checkbox', { name: 'Description length' }))
    save()

    const setting = validatorsOf(row)
    expect(
      await within(setting).findByText('Name a plugin validator as plugin/validator'),
    ).toBeDefined()
    await waitFor(() => expect(document.activeElement).toBe(setting))
  })
})
