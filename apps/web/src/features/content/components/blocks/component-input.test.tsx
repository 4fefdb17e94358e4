import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'

import { toApiValue, toFieldFormValue, toPayload, toFormValues } from '../../item-form-values'
import type { FieldFormValue } from '../../item-form-values'
import { FieldErrorsProvider } from '../field-errors-context'
import { FieldInput } from '../field-input'

import { ComponentsProvider } from './components-context'

import { TooltipProvider } from '@/components/ui/tooltip'

const field = (
  id: string,
  name: string,
  extra: Partial<ContentTypeField> = {},
): ContentTypeField => ({ id, name, type: 'text', required: false, description: '', ...extra })

const components: ComponentRegistry = new Map([
  [
    'c-seo',
    {
      id: 'c-seo',
      name: 'SEO',
      slug: 'seo',
      fields: [field('s1', 'title'), field('s2', 'weight', { type: 'number' })],
    },
  ],
  ['c-link', { id: 'c-link', name: 'Link', slug: 'link', fields: [field('l1', 'url')] }],
])

let sent: unknown

function Harness({
  target,
  initial,
  errors = {},
}: {
  target: ContentTypeField
  initial: unknown
  errors?: Record<string, string>
}) {
  const [value, setValue] = useState<FieldFormValue>(() =>
    toFieldFormValue(target, initial, components),
  )
  return (
    <TooltipProvider>
      <ComponentsProvider value={components}>
        <FieldErrorsProvider errors={errors}>
          <FieldInput
            id="item-field-0"
            field={target}
            value={value}
            onChange={(next) => {
              sent = toApiValue(target, next, components)
              setValue(next)
            }}
          />
        </FieldErrorsProvider>
      </ComponentsProvider>
    </TooltipProvider>
  )
}

beforeEach(() => {
  sent = undefined
})

describe('component field', () => {
  const seo = field('f-seo', 'seo', { type: 'component', componentId: 'c-seo' })

  it('renders a single component in place, in a group named by the field', () => {
    render(<Harness target={seo} initial={{ _key: 'k1', title: 'Hi', weight: 2 }} />)
    const group = screen.getByRole('group', { name: /seo/i })
    expect(within(group).getByText('SEO')).toBeTruthy()
    const title = within(group).getByLabelText('title')
    expect(title.id).toBe('field-seo.title')
    expect(title.dataset.fieldPath).toBe('data.seo.title')
    fireEvent.change(within(group).getByLabelText('weight'), { target: { value: '3.5' } })
    expect(sent).toEqual({ _key: 'k1', title: 'Hi', weight: 3.5 })
  })

  it('sends an optional component left blank as null', () => {
    render(<Harness target={seo} initial={null} />)
    fireEvent.change(screen.getByLabelText('title'), { target: { value: 'x' } })
    fireEvent.change(screen.getByLabelText('title'), { target: { value: '' } })
    expect(sent).toBeNull()
  })

  it('shows a nested error next to the input it names', () => {
    render(
      <Harness
        target={seo}
        initial={{ title: 'Hi', weight: 'a' }}
        errors={{ 'data.seo.weight': 'weight must be a number' }}
      />,
    )
    const weight = screen.getByLabelText('weight')
    expect(weight.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('weight must be a number').id).toBe('field-seo.weight-error')
  })

  it('lists repeatable entries, adds up to max and says so', () => {
    const links = field('f-links', 'links', {
      type: 'component',
      componentId: 'c-link',
      repeatable: true,
      max: 2,
    })
    render(<Harness target={links} initial={[{ _key: 'a', url: '/one' }]} />)
    const add = screen.getByRole('button', { name: 'Add Link' })
    fireEvent.click(add)
    fireEvent.change(screen.getAllByLabelText('url')[1]!, { target: { value: '/two' } })
    expect(sent).toEqual([
      { _key: 'a', url: '/one' },
      { _key: expect.any(String) as string, url: '/two' },
    ])
    expect((add as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Maximum of 2 Link entries reached.')).toBeTruthy()
    expect(screen.getAllByLabelText('url')[1]!.id).toBe('field-links[1].url')
  })
})

describe('item form values with components', () => {
  const fields: ContentTypeField[] = [
    field('f-blocks', 'sections', { type: 'blocks', componentIds: ['c-seo'] }),
  ]

  it('keeps _key and _type through the form, and blocks it cannot show unchanged', () => {
    const data = {
      sections: [
        { _key: 'b1', _type: 'seo', title: 'A', weight: 1 },
        { _key: 'b2', _type: 'gone', anything: [1, 2] },
      ],
    }
    const item = { title: 'Home', slug: 'home', status: 'draft' as const, scheduledFor: null, data }
    const values = toFormValues(item, fields, components)
    expect(toPayload(values, fields, components).data).toEqual(data)
  })
})
