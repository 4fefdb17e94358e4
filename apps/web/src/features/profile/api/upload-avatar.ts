import { apiUpload } from '@/lib/api-client'

/** What the server accepts for a profile picture. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** The reason a file cannot be a profile picture, or null when it can. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or GIF image.'
  }
  if (file.size > AVATAR_MAX_BYTES) return 'The image is larger than 2 MB. Choose a smaller one.'
  return null
}

/** `POST /api/v1/profile/avatar` (multipart field `file`); the server stores it on the user. */
export function uploadAvatar(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData()
  form.append('file', file)
  return apiUpload<{ data: { avatarUrl: string } }>('/api/v1/profile/avatar', form, {
    onProgress,
  }).then((body) => body.data)
}
