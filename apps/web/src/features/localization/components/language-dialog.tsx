import { languageInputSchema, type Language } from '@folio/schema'

import { useAddLanguage, useUpdateLanguage } from '@/lib/api/languages'

import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { apiFieldErrors, zodFieldErrors } from '@/lib/field-errors'
import { pickFieldErrors, useFormDialog } from '@/lib/use-form-dialog'
import { notify } from '@/stores/notifications'

const languageFields = ['code', 'name'] as const

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
  const pending = add.isPending || update.isPending
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent title={editing ? `Rename ${editing.name}` : 'Add language'} size="sm">
        <LanguageForm editing={editing} add={add} update={update} onClose={onClose} />
      </DialogContent>
    </Dialog>
  )
}

/** The fields, inside the dialog: its changes make the dialog ask before closing. */
function LanguageForm({
  editing,
  add,
  update,
  onClose,
}: {
  editing: Language | null
  add: ReturnType<typeof useAddLanguage>
  update: ReturnType<typeof useUpdateLanguage>
  onClose: () => void
}) {
  const pending = add.isPending || update.isPending
  const { values, errors, formError, change, showErrors, fail, handleSubmit } = useFormDialog({
    initial: { code: editing?.code ?? '', name: editing?.name ?? '', makeDefault: false },
    fields: languageFields,
    fieldId: (field) => `language-${field}`,
    errorsFrom: (error) => pickFieldErrors(apiFieldErrors(error), languageFields),
    failure: 'The language could not be saved.',
  })

  const submit = handleSubmit(() => {
    if (editing) {
      update.mutate(
        { code: editing.code, name: values.name },
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
    const parsed = languageInputSchema.safeParse({
      code: values.code,
      name: values.name,
      isDefault: values.makeDefault,
    })
    if (!parsed.success) {
      return showErrors(pickFieldErrors(zodFieldErrors(parsed.error), languageFields))
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        notify.success('Language added')
        onClose()
      },
      onError: fail,
    })
  })

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {formError && <p className="text-sm font-medium text-danger">{formError}</p>}
      <TextField
        id="language-code"
        label="Code"
        value={values.code}
        onChange={(event) => change({ code: event.target.value })}
        error={errors.code}
        hint="A BCP 47 code such as fr, de or pt-BR."
        disabled={Boolean(editing)}
        autoComplete="off"
      />
      <TextField
        id="language-name"
        label="Name"
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        error={errors.name}
        placeholder="French"
      />
      {!editing && (
        <Checkbox
          id="language-default"
          label="Make this the default language"
          checked={values.makeDefault}
          onChange={(event) => change({ makeDefault: event.target.checked })}
        />
      )}
      <DialogFormActions pending={pending} onCancel={onClose}>
        {editing ? 'Save' : 'Add language'}
      </DialogFormActions>
    </form>
  )
}
