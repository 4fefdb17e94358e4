import { createMenuInputSchema, slugify } from '@folio/schema'
import type { CreateMenuInput, Menu } from '@folio/schema'

export interface MenuFormValues {
  name: string
  slug: string
  description: string
}

export type MenuFormField = keyof MenuFormValues
export type MenuFormErrors = Partial<Record<MenuFormField, string>>

/** In the order the form shows them: the first with an error takes the focus. */
export const menuFormFields: readonly MenuFormField[] = ['name', 'slug', 'description']

export function menuFormValues(menu: Menu | null): MenuFormValues {
  return menu
    ? { name: menu.name, slug: menu.slug, description: menu.description }
    : { name: '', slug: '', description: '' }
}

/**
 * The slug to show after the name changed: derived from the name until the user types a slug of
 * their own (an existing menu keeps its slug, which apps already use).
 */
export function slugAfterNameChange(values: MenuFormValues, name: string, touched: boolean) {
  return touched ? values.slug : slugify(name)
}

const isField = (value: unknown): value is MenuFormField =>
  menuFormFields.some((field) => field === value)

/** Server or schema problems (`slug`, `name`…) folded onto the form's fields, first one each. */
export function menuErrorsFrom(issues: readonly { path: string; message: string }[]) {
  const errors: MenuFormErrors = {}
  for (const issue of issues) {
    const field = issue.path.split('.')[0]
    if (isField(field)) errors[field] ??= issue.message
  }
  return errors
}

/** Checks the form with the schema the server uses. */
export function validateMenuForm(
  values: MenuFormValues,
): { ok: true; input: CreateMenuInput } | { ok: false; errors: MenuFormErrors } {
  const parsed = createMenuInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  return {
    ok: false,
    errors: menuErrorsFrom(
      parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    ),
  }
}
