import type { MediaUploadResult } from '@folio/schema'

import { stubApi } from './stub-api'
import type { StubCall, StubOptions } from './stub-api'

// msw reads the body with Node's FormData and File, which jsdom's globals do not recognise.
const isFormData = (value: unknown): value is FormData =>
  Object.prototype.toString.call(value) === '[object FormData]'

/**
 * One upload the stub answered: the multipart form as the server would read it. jsdom's File
 * reaches msw as a plain Blob, so each file arrives named "blob": count files, not names.
 */
export interface UploadCall extends StubCall {
  files: File[]
  folderId: string | null
}

/**
 * Answers `POST /api/v1/media` uploads. The app sends them with XMLHttpRequest (for progress);
 * msw intercepts those as it does fetch, so the upload goes through the real client code, its
 * progress events included. Reply with the stored files, or `apiError(…)` for a refusal; a reply
 * function may return a promise and hold the answer to look at the screen mid-upload.
 */
export function stubUpload(
  reply: MediaUploadResult | Response | ((call: UploadCall) => Promise<Response> | Response),
  options?: StubOptions,
): UploadCall[] {
  const uploads: UploadCall[] = []
  stubApi.post(
    '/api/v1/media',
    (call) => {
      const form = isFormData(call.body) ? call.body : new FormData()
      const folderId = form.get('folderId')
      const upload: UploadCall = {
        ...call,
        files: form.getAll('files').filter((entry): entry is File => typeof entry !== 'string'),
        folderId: typeof folderId === 'string' ? folderId : null,
      }
      uploads.push(upload)
      return typeof reply === 'function' ? reply(upload) : reply
    },
    options,
  )
  return uploads
}
