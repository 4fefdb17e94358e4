import { MENU_ITEM_ICON_MAX, MENU_ITEM_TITLE_MAX, MENU_ITEM_URL_MAX } from '@folio/schema'
import type { MenuItem } from '@folio/schema'
import { useMemo } from 'react'

import { useCreateMenuItem, useUpdateMenuItem } from '../api/menu-item-mutations'
import {
  itemErrorsFrom,
  itemFormFields,
  itemFormValues,
  validateItemForm,
} from '../item-form-values'
import type { LinkType } from '../item-form-values'
import { descendantIds, flattenTree } from '../tree/flatten-tree'

import { ContentItemPicker } from './content-item-picker'

import { Alert } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { Field, SelectField, TextField } from '@/components/ui/form-field'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'
import { useFormDialog } from '@/lib/use-form-dialog'
import { notify } from '@/stores/notifications'

const fieldIds = {
  title: 'item-title',
  url: 'item-url',
  content: 'item-content',
  parentId: 'item-parent',
  icon: 'item-icon',
} as const

const linkTypes: { value: LinkType; label: string }[] = [
  { value: 'url', label: 'URL' },
  { value: 'content', label: 'Content item' },
]

/** Parents an item may have: any item but itself and those under it, indented by depth. */
function useParentOptions(items: readonly MenuItem[], editing: MenuItem | null) {
  return useMemo(() => {
    const flat = flattenTree(items)
    const excluded = editing ? descendantIds(flat, editing.id).add(editing.id) : new Set()
    return flat
      .filter((entry) => !excluded.has(entry.id))
      .map((entry) => ({
        id: entry.id,
        label: `${'\u00a0\u00a0\u00a0'.repeat(entry.depth)}${entry.node.title}`,
      }))
  }, [items, editing])
}

interface ItemFormProps {
  menuId: string
  items: readonly MenuItem[]
  item: MenuItem | null
  parentId: string | null
  onClose: () => void
}

function ItemForm({ menuId, items, item, parentId, onClose }: ItemFormProps) {
  const create = useCreateMenuItem(menuId)
  const update = useUpdateMenuItem(menuId)
  const pending = create.isPending || update.isPending
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: () => itemFormValues(item, parentId),
    fields: itemFormFields,
    fieldId: (field) => fieldIds[field],
    errorsFrom: (error) => itemErrorsFrom(error.details),
    failure: 'The item could not be saved.',
  })
  const parents = useParentOptions(items, item)

  const submit = handleSubmit(() => {
    const result = validateItemForm(values)
    if (!result.ok) return showErrors(result.errors)
    const done = (saved: MenuItem) => {
      notify.success(`Item “${saved.title}” ${item ? 'updated' : 'added'}`)
      onClose()
    }
    if (!item) create.mutate(result.input, { onSuccess: done, onError: fail })
    else {
      // Unchanged parents are left out: sending one moves the item to the end of its siblings.
      const { parentId: newParent, ...rest } = result.input
      const input = newParent === (item.parentId ?? null) ? rest : result.input
      update.mutate({ id: item.id, input }, { onSuccess: done, onError: fail })
    }
  })

  return (
    <form
      noValidate
      aria-label={item ? 'Edit item' : 'Add item'}
      onSubmit={submit}
      className="space-y-5"
    >
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id={fieldIds.title}
        label="Title"
        placeholder="About us"
        autoComplete="off"
        maxLength={MENU_ITEM_TITLE_MAX}
        value={values.title}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <fieldset>
        <legend className="text-sm font-medium">Link to</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {linkTypes.map((type) => (
            <label
              key={type.value}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring',
                values.linkType === type.value
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name="item-link-type"
                value={type.value}
                className="sr-only"
                checked={values.linkType === type.value}
                onChange={() => change({ linkType: type.value }, ['url', 'content'])}
              />
              {type.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.linkType === 'url' ? (
        <TextField
          id={fieldIds.url}
          label="URL"
          placeholder="/about or https://example.com"
          autoComplete="off"
          spellCheck={false}
          maxLength={MENU_ITEM_URL_MAX}
          hint="A path, an #anchor, or an http(s), mailto: or tel: link. Leave it blank for a heading that only groups its sub-items."
          value={values.url}
          error={errors.url}
          onChange={(event) => change({ url: event.target.value })}
        />
      ) : (
        <Field id={fieldIds.content} label="Content item" error={errors.content}>
          <ContentItemPicker
            id={fieldIds.content}
            value={values.content}
            error={errors.content}
            onChange={(content) => change({ content })}
          />
        </Field>
      )}
      <SelectField
        id={fieldIds.parentId}
        label="Parent"
        value={values.parentId}
        error={errors.parentId}
        onChange={(event) => change({ parentId: event.target.value })}
      >
        <option value="">None (top level)</option>
        {parents.map((parent) => (
          <option key={parent.id} value={parent.id}>
            {parent.label}
          </option>
        ))}
      </SelectField>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="item-active-label" className="text-sm font-medium">
            Active
          </p>
          <p id="item-active-note" className="mt-1 text-sm text-muted-foreground">
            Inactive items stay here but are left out of the menu apps receive.
          </p>
        </div>
        <Switch
          checked={values.isActive}
          onChange={(isActive) => change({ isActive })}
          aria-labelledby="item-active-label"
          aria-describedby="item-active-note"
        />
      </div>
      <TextField
        id={fieldIds.icon}
        label="Icon (optional)"
        placeholder="home"
        autoComplete="off"
        spellCheck={false}
        maxLength={MENU_ITEM_ICON_MAX}
        hint="An icon name for your site to render, such as a Lucide icon name."
        value={values.icon}
        error={errors.icon}
        onChange={(event) => change({ icon: event.target.value })}
      />
      <DialogFormActions pending={pending} onCancel={onClose}>
        {item ? 'Save item' : 'Add Item'}
      </DialogFormActions>
    </form>
  )
}

export type ItemFormState =
  { open: false } | { open: true; item: MenuItem | null; parentId: string | null }

/** Add an item (optionally under a parent) or edit one: title, link, parent, active, icon. */
export function ItemFormDialog({
  state,
  menuId,
  items,
  onClose,
}: {
  state: ItemFormState
  menuId: string
  items: readonly MenuItem[]
  onClose: () => void
}) {
  const item = state.open ? state.item : null
  return (
    <Dialog open={state.open} onOpenChange={(next) => !next && onClose()}>
      {state.open && (
        <DialogContent
          title={item ? 'Edit item' : 'Add Item'}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            document.getElementById(fieldIds.title)?.focus()
          }}
          description={
            item ? `Change “${item.title}”.` : 'A link in this menu, to a URL or a content item.'
          }
        >
          <ItemForm
            menuId={menuId}
            items={items}
            item={item}
            parentId={state.parentId}
            onClose={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  )
}
