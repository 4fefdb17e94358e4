import type { ComponentRegistry, ContentTypeField } from '@folio/schema'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toApiValue, toFieldFormValue } from '../../item-form-values'
import type { FieldFormValue } from '../../item-form-values'
import { FieldErrorsProvider } from '../field-errors-context'
import { FieldInput } from '../field-input'

import { ComponentsProvider } from './components-context'
import { focusFieldByPath } from './focus-field'

import { TooltipProvider } from '@/components/ui/tooltip'

const text = (id: string, name: string): ContentTypeField => ({
  id,
  name,
  type: 'text',
  required: false,
  description: '',
})

const components: ComponentRegistry = new Map([
  ['c-hero', { id: 'c-hero', name: 'Hero', slug: 'hero', fields: [text('h1', 'heading')] }],
  [
    'c-quote',
    {
      id: 'c-quote',
      name: 'Quote',
      slug: 'quote',
      fields: [text('q1', 'quote'), text('q2', 'by')],
    },
  ],
  ['c-cta', { id: 'c-cta', name: 'Call to action', slug: 'cta', fields: [text('t1', 'label')] }],
  [
    'c-card',
    {
      id: 'c-card',
      name: 'Card',
      slug: 'card',
      fields: [
        text('k1', 'title'),
        { ...text('k2', 'button'), type: 'component', componentId: 'c-cta' },
      ],
    },
  ],
])

const sections = (extra: Partial<ContentTypeField> = {}): ContentTypeField => ({
  id: 'f-sections',
  name: 'sections',
  type: 'blocks',
  required: false,
  description: '',
  componentIds: ['c-hero', 'c-quote', 'c-card'],
  ...extra,
})

const noErrors = {}

/** The field's value as the API would receive it, after every change. */
let sent: Record<string, unknown>[] = []

function Harness({ field, initial }: { field: ContentTypeField; initial: unknown }) {
  const [value, setValue] = useState<FieldFormValue>(() =>
    toFieldFormValue(field, initial, components),
  )
  return (
    <TooltipProvider>
      <ComponentsProvider value={components}>
        <FieldErrorsProvider errors={noErrors}>
          <FieldInput
            id="item-field-0"
            field={field}
            value={value}
            onChange={(next) => {
              sent = toApiValue(field, next, components) as Record<string, unknown>[]
              setValue(next)
            }}
          />
        </FieldErrorsProvider>
      </ComponentsProvider>
    </TooltipProvider>
  )
}

const hero = (key: string, heading: string) => ({ _key: key, _type: 'hero', heading })
const quote = (key: string, said: string) => ({ _key: key, _type: 'quote', quote: said, by: null })

/**
 * jsdom lays nothing out: give every entry card a box by its place in the list, so dnd-kit's
 * keyboard sensor can find the card above or below the one it moves.
 */
function layOutCards() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const card = this.closest<HTMLElement>('[data-entry-key]')
    if (!card?.parentElement) return new DOMRect(0, 0, 0, 0)
    const index = [...card.parentElement.children].indexOf(card)
    return new DOMRect(0, index * 100, 600, 80)
  })
}

beforeEach(() => {
  sent = []
})
afterEach(() => vi.restoreAllMocks())

describe('blocks field (page builder)', () => {
  it('reorders a block with the keyboard and announces where it went', async () => {
    layOutCards()
    render(
      <Harness
        field={sections()}
        initial={[hero('a1', 'Welcome'), quote('b2', 'Ship it'), hero('c3', 'Pricing')]}
      />,
    )
    // Everything the screen reader hears, in order.
    const heard: string[] = []
    const observer = new MutationObserver(() => {
      const region = document.querySelector('[id^="DndLiveRegion"]')
      const message = region?.textContent ?? ''
      if (message && heard.at(-1) !== message) heard.push(message)
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    const handle = screen.getByRole('button', { name: 'Drag Quote, 2 of 3' })
    handle.focus()
    for (const key of [' ', 'ArrowUp', ' ']) {
      await act(async () => {
        fireEvent.keyDown(handle, { code: key === ' ' ? 'Space' : key, key })
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
    }
    observer.disconnect()
    expect(sent.map((block) => block._key)).toEqual(['b2', 'a1', 'c3'])
    expect(heard).toContain('Moved Quote to position 1 of 3.')
    expect(heard.at(-1)).toBe('Dropped Quote at position 1 of 3.')
  })

  it('deletes a block and puts it back at its place with Undo', () => {
    render(
      <Harness
        field={sections()}
        initial={[hero('a1', 'Welcome'), quote('b2', 'Ship it'), hero('c3', 'Pricing')]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete Quote, 2 of 3' }))
    expect(sent.map((block) => block._key)).toEqual(['a1', 'c3'])
    expect(screen.getByText('Quote deleted.')).toBeTruthy()
    const undo = screen.getByRole('button', { name: 'Undo' })
    expect(document.activeElement).toBe(undo)

    fireEvent.click(undo)
    expect(sent).toEqual([
      hero('a1', 'Welcome'),
      { _key: 'b2', _type: 'quote', quote: 'Ship it', by: null },
      hero('c3', 'Pricing'),
    ])
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('duplicates a block right after it under a new _key', () => {
    render(<Harness field={sections()} initial={[hero('a1', 'Welcome'), quote('b2', 'Hi')]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Hero, 1 of 2' }))
    expect(sent).toHaveLength(3)
    const [first, copy, last] = sent
    expect(copy).toMatchObject({ _type: 'hero', heading: 'Welcome' })
    expect(copy?._key).toMatch(/^[A-Za-z0-9_-]{1,40}$/)
    expect(new Set([first?._key, copy?._key, last?._key]).size).toBe(3)
  })

  it('adds blocks from the palette with their component slug as _type', () => {
    render(<Harness field={sections()} initial={[]} />)
    expect(screen.getByText(/Drag a block here/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add Hero' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }))
    const inputs = screen.getAllByRole('textbox')
    fireEvent.change(inputs[0]!, { target: { value: 'Hello' } })
    fireEvent.change(screen.getByLabelText('label'), { target: { value: 'Buy' } })
    expect(sent).toEqual([
      { _key: expect.any(String) as string, _type: 'hero', heading: 'Hello' },
      {
        _key: expect.any(String) as string,
        _type: 'card',
        title: null,
        button: { _key: expect.any(String) as string, label: 'Buy' },
      },
    ])
  })

  it('respects max (adding and duplicating off, with a hint) and min (deleting off)', () => {
    render(
      <Harness
        field={sections({ min: 2, max: 2 })}
        initial={[hero('a1', 'One'), hero('b2', 'Two')]}
      />,
    )
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Hero' }).disabled).toBe(true)
    expect(screen.getByText('Maximum of 2 blocks reached.')).toBeTruthy()
    const duplicate = screen.getByRole('button', { name: 'Duplicate Hero, 1 of 2' })
    const remove = screen.getByRole('button', { name: 'Delete Hero, 1 of 2' })
    expect((duplicate as HTMLButtonElement).disabled).toBe(true)
    expect((remove as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows a collapsed block as its name and first text, and opens it for focusFieldByPath', () => {
    const many = Array.from({ length: 25 }, (_, index) => hero(`k${index}`, `Heading ${index}`))
    render(<Harness field={sections()} initial={many} />)
    const card = screen.getByRole('listitem', { name: 'Hero, 25 of 25' })
    expect(within(card).getByText('Heading 24')).toBeTruthy()
    expect(within(card).queryByRole('textbox')).toBeNull()

    act(() => {
      expect(focusFieldByPath('sections[24].heading')).toBe(true)
    })
    const input = within(card).getByRole('textbox')
    expect(document.activeElement).toBe(input)
    expect((input as HTMLInputElement).value).toBe('Heading 24')
  })

  it('re-renders only the edited block when typing in a page of 100 blocks', () => {
    const many = Array.from({ length: 100 }, (_, index) => hero(`k${index}`, `H${index}`))
    const commits: { actual: number; base: number }[] = []
    render(
      <Profiler id="page" onRender={(_id, _phase, actual, base) => commits.push({ actual, base })}>
        <Harness field={sections()} initial={many} />
      </Profiler>,
    )
    // Past 20 blocks they start collapsed: open one and type in it.
    fireEvent.click(screen.getByRole('button', { name: /^Hero\s*H3$/ }))
    commits.length = 0
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'H3 edited' } })
    expect(sent[3]).toMatchObject({ heading: 'H3 edited' })
    const [typing] = commits
    // The commit renders a small share of the tree: the other 99 cards are skipped.
    expect(typing!.actual).toBeLessThan(typing!.base / 3)
  }, 30_000)
})
