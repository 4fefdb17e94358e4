import { contentItemMessages } from '@folio/schema'
import type { ComponentRegistry, ContentItem, ContentType } from '@folio/schema'
import { useState } from 'react'

import { useSaveContentItem } from './api/content-item-mutations'
import { isPathWithin } from './components/field-errors-context'
import { getContentItem } from '@/lib/api/get-content-items'
import { errorInputId, errorsFromDetails, firstErrorPath, validateItem } from './item-form-values'
import type { ItemErrors, ItemFormValues, ItemPayload } from './item-form-values'

import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** A save refused because someone else saved first: what we tried to save, and what is saved. */
export interface SaveConflict {
  mine: ItemPayload
  saved: ContentItem
}

/** Focuses the input of an error: a nested input marked with its path, else the field's own. */
function focusInput(path: string, id: string) {
  requestAnimationFrame(() => {
    // Compared as text rather than built into a selector: paths hold brackets and quotes.
    const nested = [...document.querySelectorAll<HTMLElement>('[data-field-path]')].find(
      (element) => element.dataset.fieldPath === path,
    )
    ;(nested ?? document.getElementById(id))?.focus()
  })
}

/**
 * Validates and saves the item form. Errors show inline and as a notification (the first one);
 * a stale-version answer becomes a `conflict` to resolve instead of an overwrite.
 */
export function useItemSave({
  type,
  base,
  onSaved,
  components,
}: {
  type: ContentType
  /** The saved item the form started from; null for a new item. */
  base: ContentItem | null
  onSaved: (item: ContentItem) => void
  /** The components the type's component and blocks fields use, to check and send their values. */
  components?: ComponentRegistry
}) {
  const save = useSaveContentItem()
  const [errors, setErrors] = useState<ItemErrors>({})
  const [conflict, setConflict] = useState<SaveConflict | null>(null)
  const [checking, setChecking] = useState(false)

  const showErrors = (next: ItemErrors) => {
    setErrors(next)
    const path = firstErrorPath(next, type.fields)
    if (!path) return false
    notify.error(next[path] ?? '')
    focusInput(path, errorInputId(path, type.fields))
    return true
  }

  const onServerError = async (error: unknown, mine: ItemPayload) => {
    if (!(error instanceof ApiError)) {
      notify.error(errorMessage(error))
      return
    }
    const fieldErrors = errorsFromDetails(error.details)
    if (error.code === 'stale_version' && base) {
      setChecking(true)
      try {
        setConflict({ mine, saved: await getContentItem(type.id, base.id) })
      } catch (reloadError) {
        notify.error(errorMessage(reloadError, contentItemMessages.notFound))
      } finally {
        setChecking(false)
      }
      return
    }
    if (!showErrors(fieldErrors)) notify.error(error.message)
  }

  /** Saves the form; `version` overrides the one the edit started from (Keep my changes). */
  const submit = (values: ItemFormValues, version: number | undefined = base?.version) => {
    const result = validateItem(values, type.fields, Date.now(), components)
    if (showErrors(result.errors)) return
    const input = { ...result.payload, ...(base ? { version } : {}) }
    save.mutate(
      { typeId: type.id, id: base?.id, input },
      {
        onSuccess: (item) => {
          setConflict(null)
          notify.success(base ? contentItemMessages.updated : contentItemMessages.created)
          onSaved(item)
        },
        onError: (error) => void onServerError(error, result.payload),
      },
    )
  }

  return {
    submit,
    errors,
    /**
     * Clears an input's errors once the user changes it, those inside its value included:
     * entries of a list shift when one moves, so their old paths no longer point anywhere.
     */
    clearError: (path: string) =>
      setErrors((current) => {
        const stale = Object.keys(current).filter((key) => isPathWithin(key, path))
        if (stale.length === 0) return current
        const next = { ...current }
        for (const key of stale) delete next[key]
        return next
      }),
    conflict,
    dismissConflict: () => setConflict(null),
    pending: save.isPending || checking,
  }
}
