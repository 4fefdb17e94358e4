import { itemSlugify } from '@folio/schema'
import type { ComponentRegistry, ContentItem, ContentType } from '@folio/schema'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { CollabSessionContext } from '../collab/collab-context'
import { useCollabSession } from '../collab/use-collab-session'
import { applyPrefill } from '../content-prefill'
import { emptyFormValues, fieldError, toFormValues } from '../item-form-values'
import type { FieldFormValue, ItemFormValues } from '../item-form-values'
import { useAiAssistOptions } from '../use-ai-assist-options'
import { useItemSave } from '../use-item-save'

import { textSource } from './ai-assist-source'
import { AiFieldAssist } from './ai-field-assist'
import { ComponentRegistryGate } from './blocks/component-registry-gate'
import { ConflictView } from './conflict-view'
import { FieldErrorsProvider } from './field-errors-context'
import { FieldFrame, fieldIds } from './field-frame'
import { FieldInput } from './field-input'
import { StatusChoice } from './status-choice'

import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { usePermissions } from '@/lib/use-permissions'
import { SoftLock } from '@/lib/realtime'
import { cn } from '@/lib/cn'
import { sameValues, useGuardedClose, useUnsavedChanges } from '@/lib/unsaved-changes'
import { useAuth } from '@/stores/auth'
import type { ContentPrefill } from '@/stores/ui'

/**
 * The content-item form: title, slug, status (with the schedule picker) and one input per field.
 * Starts from `base` (or empty); remount it with a new key to load other values.
 */
export function ItemForm(props: Omit<Parameters<typeof ItemFormBody>[0], 'components'>) {
  return (
    <ComponentRegistryGate fields={props.type.fields}>
      {(components) => <ItemFormBody {...props} components={components} />}
    </ComponentRegistryGate>
  )
}

function ItemFormBody({
  components,
  type,
  base,
  onSaved,
  onReload,
  onCancel,
  prefill = null,
  onValuesChange,
}: {
  /** The components of the type's component and blocks fields (see ComponentRegistryGate). */
  components: ComponentRegistry
  type: ContentType
  base: ContentItem | null
  onSaved: (item: ContentItem) => void
  /** Use saved version: start again from the item as it is saved now. */
  onReload: (saved: ContentItem) => void
  onCancel: () => void
  /** A new item's starting text (see content-prefill.ts). */
  prefill?: ContentPrefill | null
  /** Called with the values after every change (the live preview shows them unsaved). */
  onValuesChange?: (values: ItemFormValues) => void
}) {
  const [start] = useState<ItemFormValues>(() =>
    base
      ? toFormValues(base, type.fields, components)
      : applyPrefill(emptyFormValues(type.fields, components), type.fields, prefill),
  )
  const [values, setValues] = useState<ItemFormValues>(start)
  // Any change counts, typed or an accepted AI rewrite: closing or leaving asks first. A save
  // closes the form (or remounts it from the saved item), which ends the question.
  useUnsavedChanges(!sameValues(values, start))
  const guardedClose = useGuardedClose()
  useEffect(() => {
    onValuesChange?.(values)
  }, [values, onValuesChange])
  const richTextFields = type.fields
    .filter((field) => field.type === 'rich-text')
    .map((field) => field.name)
  const collab = useCollabSession({
    item: base,
    fields: richTextFields,
    userName: useAuth((state) => state.user?.name ?? ''),
  })
  const save = useItemSave({
    type,
    base,
    components,
    onSaved: (item) => {
      // Others still editing keep the document; it now matches this saved version.
      if (collab?.status === 'live') collab.markSaved(item.version)
      onSaved(item)
    },
  })
  const canPublish = usePermissions().content(type.id, 'publish')
  const ai = useAiAssistOptions({ locale: base?.locale, title: values.title, fields: values.data })
  const { errors } = save

  if (save.conflict) {
    const { mine, saved } = save.conflict
    return (
      <ConflictView
        fields={type.fields}
        mine={mine}
        saved={saved}
        pending={save.pending}
        onKeepMine={() => save.submit(values, saved.version)}
        onUseSaved={() => onReload(saved)}
        onCancel={save.dismissConflict}
      />
    )
  }

  const set = (patch: Partial<ItemFormValues>, path: string) => {
    setValues((current) => ({ ...current, ...patch }))
    save.clearError(path)
  }
  const setField = (name: string, value: FieldFormValue) => {
    setValues((current) => ({ ...current, data: { ...current.data, [name]: value } }))
    save.clearError(`data.${name}`)
  }
  // The type's title field and the item title are one value: one input edits both, and a
  // problem the server finds in either shows on it.
  const titleField = type.fields.find((field) => field.name === type.titleField)
  const setTitle = (title: string) => {
    setValues((current) => ({
      ...current,
      title,
      data: titleField ? { ...current.data, [titleField.name]: title } : current.data,
    }))
    save.clearError('title')
    if (titleField) save.clearError(`data.${titleField.name}`)
  }
  const titleError = errors.title ?? (titleField && errors[`data.${titleField.name}`])
  const textInput = (id: string, error: string | undefined, hint?: string) => ({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldIds(id, hint, error).describedBy,
    className: cn(controlClass, error ? 'border-danger' : 'border-input'),
  })
  const slugHint = 'Leave empty to derive it from the title.'

  return (
    <CollabSessionContext.Provider value={collab}>
      <FieldErrorsProvider errors={errors}>
        <form
          noValidate
          aria-label={base ? `Edit ${base.title}` : `New ${type.name}`}
          onSubmit={(event) => {
            event.preventDefault()
            save.submit(values)
          }}
          className="space-y-5"
        >
          <SoftLock field="title">
            <FieldFrame
              id="item-title"
              label="Title"
              required
              error={titleError}
              hint={titleField?.description || undefined}
              action={
                ai && (
                  <AiFieldAssist
                    options={ai}
                    fieldLabel="Title"
                    format="text"
                    value={values.title}
                    source={() => textSource(values.title, setTitle)}
                  />
                )
              }
            >
              <input
                {...textInput('item-title', titleError, titleField?.description || undefined)}
                aria-required="true"
                data-field-path={titleField ? `data.${titleField.name}` : undefined}
                value={values.title}
                onChange={(event) => setTitle(event.target.value)}
                autoComplete="off"
              />
            </FieldFrame>
          </SoftLock>
          <SoftLock field="slug">
            <FieldFrame id="item-slug" label="Slug" hint={slugHint} error={errors.slug}>
              <input
                {...textInput('item-slug', errors.slug, slugHint)}
                value={values.slug}
                placeholder={itemSlugify(values.title) || 'derived-from-the-title'}
                onChange={(event) => set({ slug: event.target.value }, 'slug')}
                autoComplete="off"
                spellCheck={false}
                className={cn(textInput('item-slug', errors.slug).className, 'font-mono')}
              />
            </FieldFrame>
          </SoftLock>
          <StatusChoice
            status={values.status}
            scheduledFor={values.scheduledFor}
            error={errors.scheduledFor}
            onChange={(next) => set(next, 'scheduledFor')}
            canPublish={canPublish}
          />

          {type.fields.some((field) => field !== titleField) && (
            <section
              aria-label={`${type.name} fields`}
              className="space-y-5 border-t border-border pt-5"
            >
              {type.fields.map((field, index) =>
                field === titleField ? null : (
                  <LockUnlessRichText key={field.id} field={field.name} type={field.type}>
                    <FieldInput
                      id={`item-field-${index}`}
                      field={field}
                      value={values.data[field.name] ?? ''}
                      error={fieldError(errors, field)}
                      onChange={(value) => setField(field.name, value)}
                      itemId={base?.id}
                      ai={ai}
                    />
                  </LockUnlessRichText>
                ),
              )}
            </section>
          )}

          <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex justify-end gap-2 border-t border-border bg-card px-5 py-3">
            <Button
              variant="secondary"
              onClick={() => guardedClose(onCancel)}
              disabled={save.pending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={save.pending}>
              {save.pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {base ? 'Save changes' : 'Create'}
            </Button>
          </div>
        </form>
      </FieldErrorsProvider>
    </CollabSessionContext.Provider>
  )
}

/** Rich text is edited together (co-editing) rather than locked: only other fields take turns. */
function LockUnlessRichText({
  field,
  type,
  children,
}: {
  field: string
  type: string
  children: ReactNode
}) {
  if (type === 'rich-text') return children
  return <SoftLock field={field}>{children}</SoftLock>
}
