import type { ContentTypeField } from '@folio/schema'

import { focusFieldByPath } from '../blocks/focus-field'

function focusById(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  element.focus({ preventScroll: true })
  return true
}

/**
 * Focuses the input behind a path the preview reported: the title, a field inside components
 * and blocks (`sections[3].heading`), or else the top-level field the path starts in.
 */
export function focusPreviewField(path: string, fields: readonly ContentTypeField[]): boolean {
  if (path === 'title' || path === 'slug') return focusById(`item-${path}`)
  if (focusFieldByPath(path)) return true
  const name = path.replace(/^data\./, '').split(/[.[]/)[0]
  const index = fields.findIndex((field) => field.name === name)
  return index >= 0 && focusById(`item-field-${index}`)
}
