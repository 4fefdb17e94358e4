import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { FormEvent } from 'react'

import { updateName } from '../profile-actions'

import { AvatarUpload } from './avatar-upload'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { SectionCard } from '@/components/ui/section-card'
import { errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import type { AppUser } from '@/lib/session-user'
import { notify } from '@/stores/notifications'

/** Picture and display name. */
export function ProfileDetails({ user }: { user: AppUser }) {
  const [name, setName] = useState(user.name)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const changed = name.trim() !== user.name
  useUnsavedChanges(changed)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!name.trim()) {
      setError('Full name is required')
      return
    }
    setPending(true)
    try {
      await updateName(name.trim())
      notify.success('Profile updated')
    } catch (caught) {
      setError(errorMessage(caught))
    } finally {
      setPending(false)
    }
  }

  return (
    <SectionCard id="details" title="Profile" description="How you appear to your team.">
      <AvatarUpload user={user} />
      <form
        noValidate
        aria-label="Profile details"
        onSubmit={(event) => void submit(event)}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <TextField
            id="profile-name"
            label="Full name"
            autoComplete="name"
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value)
              setError(undefined)
            }}
          />
        </div>
        <Button type="submit" disabled={pending || !changed} className="sm:mt-7">
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Save
        </Button>
      </form>
    </SectionCard>
  )
}
