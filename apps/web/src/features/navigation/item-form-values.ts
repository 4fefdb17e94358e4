import { createMenuItemInputSchema } from '@folio/schema'
import type { CreateMenuItemInput, MenuItem } from '@folio/schema'

import type { PickedContent } from './components/content-item-picker'

export type LinkType = 'url' | 'content'

export interface ItemFormValues {
  title: string
  linkType: LinkType
  url: string
  content: PickedContent | null
  /** '' for the top level. */
  parentId: string
  isActive: boolean
  icon: string
}

export type ItemFormField = 'title' | 'url' | 'content' | 'parentId' | 'icon'
export type ItemFormErrors = Partial<Record<ItemFormField, string>>

/** In the order the form shows them: the first with an error takes the focus. */
export const itemFormFields: readonly ItemFormField[] = [
  'title',
  'url',
  'content',
  'parentId',
  'icon',
]

const CONTENT_REQUIRED = 'Choose the content item to link to'

/** The form for a new item (under `parentId`) or for editing `item`. */
export function itemFormValues(item: MenuItem | null, parentId: string | null): ItemFormValues {
  if (!item) {
    return {
      title: '',
      linkType: 'url',
      url: '',
      content: null,
      parentId: parentId ?? '',
      isActive: true,
      icon: '',
    }
  }
  const linked = item.contentItem
  return {
    title: item.title,
    linkType: item.contentItemId ? 'content' : 'url',
    // A content link's url is derived by the server: only a stored URL belongs in the field.
    url: item.contentItemId ? '' : (item.url ?? ''),
    content: linked
      ? { id: linked.id, title: linked.title, status: linked.status }
      : item.contentItemId
        ? { id: item.contentItemId, title: 'Unavailable item', status: 'draft' }
        : null,
    parentId: item.parentId ?? '',
    isActive: item.isActive,
    icon: item.icon ?? '',
  }
}

/** Schema paths (`contentItemId`, `url`…) onto the form's fields, first message each. */
export function itemErrorsFrom(issues: readonly { path: string; message: string }[]) {
  const errors: ItemFormErrors = {}
  for (const issue of issues) {
    const path = issue.path.split('.')[0]
    const field = path === 'contentItemId' ? 'content' : path
    if (itemFormFields.some((candidate) => candidate === field)) {
      errors[field as ItemFormField] ??= issue.message
    }
  }
  return errors
}

/**
 * Checks the form with the schema the server uses. The link is the URL or the content item,
 * whichever the link type says; a blank URL makes a heading that only groups its children.
 */
export function validateItemForm(
  values: ItemFormValues,
): { ok: true; input: CreateMenuItemInput } | { ok: false; errors: ItemFormErrors } {
  const byContent = values.linkType === 'content'
  const candidate = {
    title: values.title,
    url: byContent ? null : values.url,
    contentItemId: byContent ? (values.content?.id ?? null) : null,
    parentId: values.parentId || null,
    isActive: values.isActive,
    icon: values.icon,
  }
  const parsed = createMenuItemInputSchema.safeParse(candidate)
  const errors = parsed.success
    ? {}
    : itemErrorsFrom(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      )
  if (byContent && !values.content) errors.content ??= CONTENT_REQUIRED
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, input: parsed.data }
}
