import { CUSTOM_DOMAINS_MAX, domainMessages, hostnameSchema } from '@folio/schema'
import { LoaderCircle, Plus } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'

const INPUT_ID = 'custom-domain-hostname'

/**
 * One hostname to add, checked here as the server checks it (no scheme, path or port, a dot,
 * not listed yet), so mistakes show under the field before anything is sent. `onAdd` answers
 * the server's message for the hostname when it refuses it.
 */
export function AddDomainForm({
  existing,
  pending,
  onAdd,
}: {
  existing: string[]
  pending: boolean
  onAdd: (hostname: string) => Promise<string | null>
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>()
  const full = existing.length >= CUSTOM_DOMAINS_MAX

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = hostnameSchema.safeParse(value)
    let problem = parsed.success ? undefined : parsed.error.issues[0]?.message
    if (parsed.success && existing.includes(parsed.data)) {
      problem = domainMessages.duplicate(parsed.data)
    }
    if (problem || !parsed.success) {
      setError(problem)
      document.getElementById(INPUT_ID)?.focus()
      return
    }
    const refused = await onAdd(parsed.data)
    if (refused) setError(refused)
    else setValue('')
  }

  return (
    <form
      noValidate
      aria-label="Add a custom domain"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <TextField
          id={INPUT_ID}
          label="Hostname"
          placeholder="cms.example.com"
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          maxLength={300}
          value={value}
          error={error}
          hint={full ? domainMessages.tooMany : 'The domain only: no https://, path or port.'}
          disabled={full}
          onChange={(event) => {
            setValue(event.target.value)
            setError(undefined)
          }}
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={pending || full}>
        {pending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Plus className="size-4" aria-hidden="true" />
        )}
        Add domain
      </Button>
    </form>
  )
}
