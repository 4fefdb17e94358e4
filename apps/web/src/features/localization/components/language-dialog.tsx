import { languageInputSchema, type Language } from '@folio/schema'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'

import { useAddLanguage, useUpdateLanguage } from '@/lib/api/languages'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

type Errors = Partial<Record<'code' | 'name' | 'form', string>>

/** Adds a language, or renames one (`editing`): its code never changes after it is added. */
export function LanguageDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean
  editing: Language | null
  onClose: () => void
}) {
  const add = useAddLanguage()
  const update = useUpdateLanguage()
  const [code, setCode] = useState(editing?.code ?? '')
  const [name, setName] = useState(editing?.name ?? '')
  const [makeDefault, setMakeDefault] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const pending = add.isPending || update.isPending

  const fail = (caught: unknown) => {
    const next: Errors = {}
    if (caught instanceof ApiError) {
      for (const detail of caught.details) {
        if (detail.path === 'code' || detail.path === 'name') next[detail.path] ??= detail.message
      }
    }
    if (!next.code && !next.name)
      next.form = errorMessage(caught, 'The language could not be saved.')
    setErrors(next)
  }

  const submit = () => {
    setErrors({})
    if (editing) {
      update.mutate(
        { code: editing.code, name },
        {
          onSuccess: () => {
            notify.success('Language updated')
            onClose()
          },
          onError: fail,
        },
      )
      return
    }
    const parsed = languageInputSchema.safeParse({ code, name, isDefault: makeDefault })
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'code' | 'name'
        next[key] ??= issue.message
      }
      return setErrors(next)
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        notify.success('Language added')
        onClose()
      },
      onError: fail,
    })
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent title={editing ? `Rename ${editing.name}` : 'Add language'} size="sm">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          {errors.form && <p className="text-sm font-medium text-danger">{errors.form}</p>}
          <TextField
            id="language-code"
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code}
            hint="A BCP 47 code such as fr, de or pt-BR."
            disabled={Boolean(editing)}
            autoComplete="off"
          />
          <TextField
            id="language-name"
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            placeholder="French"
          />
          {!editing && (
            <Checkbox
              id="language-default"
              label="Make this the default language"
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
            />
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {editing ? 'Save' : 'Add language'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  )
}
