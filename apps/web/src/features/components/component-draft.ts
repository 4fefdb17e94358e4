import { componentInputSchema } from '@folio/schema'
import type { Component, ComponentInput } from '@folio/schema'

import { checkInput } from '@/lib/content-type-draft'
import type { DraftErrors } from '@/lib/content-type-draft'
import { fieldDraftFrom, toFieldInput } from '@/lib/field-draft'
import type { FieldDraft } from '@/lib/field-draft'

/** The component form's values as typed, before validation. */
export interface ComponentDraft {
  name: string
  slug: string
  description: string
  /** A lucide icon name for the blocks palette; '' for the default. */
  icon: string
  fields: FieldDraft[]
}

export const emptyComponentDraft = (): ComponentDraft => ({
  name: '',
  slug: '',
  description: '',
  icon: '',
  fields: [],
})

export function draftFromComponent(component: Component): ComponentDraft {
  return {
    name: component.name,
    slug: component.slug,
    description: component.description,
    icon: component.icon,
    fields: component.fields.map(fieldDraftFrom),
  }
}

/** What the API receives: saved fields keep their ids so renamed fields keep their values. */
export function toComponentInput(draft: ComponentDraft): ComponentInput {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    icon: draft.icon,
    fields: draft.fields.map(toFieldInput),
  }
}

/** Checks the draft with the API's own schema, so the form and server agree on every message. */
export function checkComponentDraft(
  draft: ComponentDraft,
): { ok: true; input: ComponentInput } | { ok: false; message: string; errors: DraftErrors } {
  return checkInput(toComponentInput(draft), draft.fields, componentInputSchema)
}
