import { Camera, LoaderCircle, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { ChangeEvent } from 'react'

import { avatarFileError, uploadAvatar } from '../api/upload-avatar'
import { reloadUser, removeAvatar } from '../profile-actions'

import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import type { AppUser } from '@/lib/session-user'
import { notify } from '@/stores/notifications'

/** The profile picture: preview while uploading with progress, then the stored one. */
export function AvatarUpload({ user }: { user: AppUser }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState(false)
  const busy = progress !== null || removing

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = avatarFileError(file)
    setError(problem)
    if (problem) return
    setPreview(URL.createObjectURL(file))
    setProgress(0)
    try {
      await uploadAvatar(file, setProgress)
      await reloadUser()
      notify.success('Profile picture updated')
    } catch (caught) {
      setError(errorMessage(caught, 'The upload failed. Please try again.'))
    } finally {
      setProgress(null)
      setPreview(null)
    }
  }

  const remove = async () => {
    setRemoving(true)
    setError(null)
    try {
      await removeAvatar()
      notify.success('Profile picture removed')
    } catch (caught) {
      setError(errorMessage(caught))
    } finally {
      setRemoving(false)
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative w-fit">
        <Avatar name={user.name} src={preview ?? user.avatarUrl} size="lg" />
        {progress !== null && (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-black/45 text-xs font-semibold text-white">
            {Math.round(progress * 100)}%
          </span>
        )}
      </div>
      <div className="min-w-0">
        <input
          ref={inputRef}
          id="avatar-file"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          onChange={(event) => void choose(event)}
          tabIndex={-1}
          aria-hidden="true"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
          >
            {progress !== null ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Camera className="size-4" aria-hidden="true" />
            )}
            {progress !== null
              ? 'Uploading...'
              : user.avatarUrl
                ? 'Change picture'
                : 'Upload picture'}
          </Button>
          {user.avatarUrl && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void remove()}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        {progress !== null && (
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="mt-2 h-1.5 w-48 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${progress * 100}%` }}
            />
          </div>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
