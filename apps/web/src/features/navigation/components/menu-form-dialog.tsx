import type { Menu } from '@folio/schema'
import { MENU_DESCRIPTION_MAX, MENU_NAME_MAX, MENU_SLUG_MAX } from '@folio/schema'
import { useState } from 'react'

import { useCreateMenu, useUpdateMenu } from '../api/menu-mutations'
import {
  menuErrorsFrom,
  menuFormFields,
  menuFormValues,
  slugAfterNameChange,
  validateMenuForm,
} from '../menu-form-values'

import { Alert } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { leaveWithoutAsking } from '@/lib/unsaved-changes'
import { focusField, useFormDialog } from '@/lib/use-form-dialog'
import { notify } from '@/stores/notifications'

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
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: () => menuFormValues(menu),
    fields: menuFormFields,
    fieldId: (field) => `menu-${field}`,
    errorsFrom: (error) => {
      const fieldErrors = menuErrorsFrom(error.details)
      if (error.code === 'slug_taken') fieldErrors.slug ??= error.message
      return fieldErrors
    },
    failure: 'The menu could not be saved.',
  })
  // An existing menu's slug is in use by apps: it only changes when the user edits it.
  const [slugTouched, setSlugTouched] = useState(menu !== null)

  const submit = handleSubmit(() => {
    const result = validateMenuForm(values)
    if (!result.ok) return showErrors(result.errors)
    const done = (saved: Menu) => {
      notify.success(`Menu “${saved.name}” ${menu ? 'updated' : 'created'}`)
      // Saved: the menu's new address opens before the closing form stops counting as changed.
      leaveWithoutAsking(() => {
        onClose()
        onSaved(saved)
      })
    }
    if (menu)
      update.mutate({ id: menu.id, input: result.input }, { onSuccess: done, onError: fail })
    else create.mutate(result.input, { onSuccess: done, onError: fail })
  })

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
      <DialogFormActions pending={pending} onCancel={onClose}>
        {menu ? 'Save menu' : 'Add Menu'}
      </DialogFormActions>
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
            focusField('menu-name')
          }}
          description="A menu is a tree of links your site or app renders, fetched by its slug."
        >
          <MenuForm menu={menu} onClose={onClose} onSaved={onSaved} />
        </DialogContent>
      )}
    </Dialog>
  )
}
