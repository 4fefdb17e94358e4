import type { ContentTypeField } from '@folio/schema'

import type { FieldFormValue } from '../field-form-value'
import type { AiAssistOptions } from '../use-ai-assist-options'

export interface FieldInputProps {
  id: string
  field: ContentTypeField
  value: FieldFormValue
  error?: string | undefined
  onChange: (value: FieldFormValue) => void
  /** The item being edited, so a reference cannot point at itself. */
  itemId?: string | undefined
  /** The item form's AI options: text and rich-text fields get an AI menu. */
  ai?: AiAssistOptions | null
  /**
   * Where the value sits inside the item's data, without `data.`: `sections[3].heading` for a
   * nested input; the field's name (the default) for a type's own field. Errors use it.
   */
  path?: string | undefined
}
