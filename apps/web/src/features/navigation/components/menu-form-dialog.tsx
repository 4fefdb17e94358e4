import type { Menu } from '@folio/schema'
import { MENU_DESCRIPTION_MAX, MENU_NAME_MAX, MENU_SLUG_MAX } from '@folio/schema'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { useCreateMenu, useUpdateMenu } from '../api/menu-mutations'
import {
  menuErrorsFrom,
  menuFormFields,
  menuFormValues,
  slugAfterNameChange,
  validateMenuForm,
} from '../menu-form-values'
import type { MenuFormErrors, MenuFormValues } from '../menu-form-values'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

function focusFirstError(errors: MenuFormErrors) {
  const field = menuFormFields.find((candidate) => errors[candidate])
  if (field) document.getElementById(`menu-${field}`)?.focus()
}

function MenuForm({
  menu,
  onClose,
  onSaved,
}: {
  menu: Menu | null
  onClose: () => void
  onSaved: (menu: Menu) => void
}) {
  const create = useCreateMenu()
  const update = useUpdateMenu()
  const pending = create.isPending || update.isPending
  const [values, setValues] = useState<MenuFormValues>(() => menuFormValues(menu))
  // An existing menu's slug is in use by apps: it only changes when the user edits it.
  const [slugTouched, setSlugTouched] = useState(menu !== null)
  const [errors, setErrors] = useState<MenuFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)

  const change = (patch: Partial<MenuFormValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(patch)) delete next[key as keyof MenuFormErrors]
      return next
    })
  }

  const onError = (error: Error) => {
    const fieldErrors = error instanceof ApiError ? menuErrorsFrom(error.details) : {}
    if (error instanceof ApiError && error.code === 'slug_taken' && !fieldErrors.slug) {
      fieldErrors.slug = error.message
    }
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors)
      focusFirstError(fieldErrors)
    } else setFormError(errorMessage(error, 'The menu could not be saved.'))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const result = validateMenuForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      focusFirstError(result.errors)
      return
    }
    const done = (saved: Menu) => {
      notify.success(`Menu “${saved.name}” ${menu ? 'updated' : 'created'}`)
      onClose()
      onSaved(saved)
    }
    if (menu) update.mutate({ id: menu.id, input: result.input }, { onSuccess: done, onError })
    else create.mutate(result.input, { onSuccess: done, onError })
  }

  return (
    <form
      noValidate
      aria-label={menu ? 'Edit menu' : 'Add menu'}
      onSubmit={submit}
      className="space-y-5"
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id="menu-name"
        label="Name"
        placeholder="Main Menu"
        autoComplete="off"
        maxLength={MENU_NAME_MAX}
        value={values.name}
        error={errors.name}
        onChange={(event) =>
          change({
            name: event.target.value,
            slug: slugAfterNameChange(values, event.target.value, slugTouched),
          })
        }
      />
      <TextField
        id="menu-slug"
        label="Slug"
        placeholder="main-menu"
        autoComplete="off"
        spellCheck={false}
        maxLength={MENU_SLUG_MAX}
        className="font-mono"
        hint={
          menu
            ? 'Apps fetch the menu by this slug: changing it breaks the ones using the old one.'
            : 'Apps fetch the menu by this slug: lowercase letters, numbers and hyphens.'
        }
        value={values.slug}
        error={errors.slug}
        onChange={(event) => {
          setSlugTouched(true)
          change({ slug: event.target.value })
        }}
      />
      <TextAreaField
        id="menu-description"
        label="Description (optional)"
        rows={3}
        maxLength={MENU_DESCRIPTION_MAX}
        placeholder="Links in the site header"
        value={values.description}
        error={errors.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {menu ? 'Save menu' : 'Add Menu'}
        </Button>
      </DialogActions>
    </form>
  )
}

/** Add (menu `null`) or edit a menu's name, slug and description. */
export function MenuFormDialog({
  open,
  menu,
  onClose,
  onSaved,
}: {
  open: boolean
  menu: Menu | null
  onClose: () => void
  onSaved: (menu: Menu) => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title={menu ? 'Edit menu' : 'Add Menu'}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            document.getElementById('menu-name')?.focus()
          }}
          description="A menu is a tree of links your site or app renders, fetched by its slug."
        >
          <MenuForm menu={menu} onClose={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  )
}
