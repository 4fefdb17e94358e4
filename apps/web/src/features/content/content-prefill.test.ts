import type { ContentTypeField } from '@folio/schema'
import { describe, expect, it } from 'vitest'

import {
  applyPrefill,
  contentPrefillState,
  prefillTarget,
  readContentPrefill,
} from './content-prefill'
import { emptyFormValues } from './item-form-values'

const field = (name: string, type: ContentTypeField['type']): ContentTypeField => ({
  id: name,
  name,
  type,
  required: false,
  description: '',
})

const prefill = { html: '<p>Hello <strong>world</strong></p>', text: 'Hello **world**\n\nBye' }

describe('content prefill', () => {
  it('travels as router state and refuses anything else', () => {
    expect(readContentPrefill(contentPrefillState(prefill))).toEqual(prefill)
    expect(readContentPrefill(prefill)).toEqual(prefill)
    expect(readContentPrefill(null)).toBeNull()
    expect(readContentPrefill({ contentPrefill: { html: 1, text: '' } })).toBeNull()
    expect(readContentPrefill({ other: true })).toBeNull()
  })

  it('goes into the first rich-text field, else the first text field', () => {
    const mixed = [field('Price', 'number'), field('Summary', 'text'), field('Body', 'rich-text')]
    expect(prefillTarget(mixed)?.name).toBe('Body')
    expect(applyPrefill(emptyFormValues(mixed), mixed, prefill).data).toEqual({
      Price: '',
      Summary: '',
      Body: prefill.html,
    })

    const plain = [field('Price', 'number'), field('Summary', 'text')]
    expect(applyPrefill(emptyFormValues(plain), plain, prefill).data.Summary).toBe(
      'Hello **world** Bye',
    )
  })

  it('leaves the form alone without a prefill or a field to hold it', () => {
    const numbers = [field('Price', 'number')]
    const empty = emptyFormValues(numbers)
    expect(applyPrefill(empty, numbers, prefill)).toBe(empty)
    expect(applyPrefill(empty, numbers, null)).toBe(empty)
  })
})
