import { MEDIA_MAX_FILES_PER_UPLOAD, mediaMessages } from '@folio/schema'
import type { MediaItem } from '@folio/schema'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { mediaKeys } from '@/lib/api/get-media'
import { uploadFileProblem, uploadMedia } from '@/lib/api/upload-media'

import { ApiError } from '@/lib/api-client'
import { subscriptionKeys } from '@/lib/use-subscription'
import { notify } from '@/stores/notifications'

/** A chosen file waiting to go, with the reason it will be refused when one is known. */
export interface UploadEntry {
  id: string
  file: File
  problem: string | null
}

/** A file that was not stored, with the reason (ours or the server's). */
export interface RefusedFile {
  name: string
  message: string
}

/** The spec's failure notice, plus what the server said when it said something. */
export interface UploadFailure {
  message: typeof mediaMessages.uploadFailed
  details: string[]
}

let entryCounter = 0
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/** The server's own words, when the failure came from it (not from the network). */
function serverDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'unknown_error')
    return []
  const perFile = error.details.map((detail) => detail.message).filter(Boolean)
  return perFile.length > 0 ? [...new Set(perFile)] : [error.message]
}

/**
 * The files the server refused, each with its reason. A refusal of the whole form that names
 * no file (the storage quota is used up, say) applies to every file sent.
 */
function refusedFiles(error: unknown, sent: UploadEntry[]): RefusedFile[] {
  if (!(error instanceof ApiError)) return []
  if (error.details.length > 0) {
    return error.details.map((detail) => ({ name: detail.path, message: detail.message }))
  }
  if (error.code !== 'quota_exceeded') return []
  return sent.map((entry) => ({ name: entry.file.name, message: error.message }))
}

function failureOf(extra: string[]): UploadFailure {
  return {
    message: mediaMessages.uploadFailed,
    details: [mediaMessages.uploadFailedDetails, ...extra],
  }
}

export interface UseUploadMediaOptions {
  folderId: string | null
  /** The stored files, every time some were stored (also when others were refused). */
  onUploaded?: ((items: MediaItem[]) => void) | undefined
  /** Every file was stored: the caller may close. */
  onComplete?: (() => void) | undefined
}

/**
 * The upload modal's state (spec section 4): idle with selected files, uploading with progress
 * rising toward 99 until the server answers, then 100 and a success notice; on failure back to
 * idle with the files still selected. Files refused by the server are listed with its reason.
 */
export function useUploadMedia({ folderId, onUploaded, onComplete }: UseUploadMediaOptions) {
  const queryClient = useQueryClient()
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<UploadFailure | null>(null)
  const [refused, setRefused] = useState<RefusedFile[]>([])
  const controller = useRef<AbortController | null>(null)
  const uploading = progress !== null

  // Closing the dialog mid-upload cancels it rather than leaving a request nobody watches.
  useEffect(() => () => controller.current?.abort(), [])

  const add = (files: Iterable<File>) => {
    if (uploading) return
    setNotice(null)
    setFailure(null)
    setRefused([])
    setEntries((current) => {
      const fresh = [...files].filter(
        (file) => !current.some((entry) => sameFile(entry.file, file)),
      )
      const added = fresh.map((file) => ({
        id: `upload-${++entryCounter}`,
        file,
        problem: uploadFileProblem(file),
      }))
      return [...current, ...added]
    })
  }

  const remove = (id: string) => {
    if (uploading) return
    setNotice(null)
    setEntries((current) => current.filter((entry) => entry.id !== id))
  }

  /** Back to idle with the files still selected, each refused one showing why. */
  const fail = (extra: string[], perFile: RefusedFile[] = []) => {
    const reasons = new Map(perFile.map((file) => [file.name, file.message]))
    if (reasons.size > 0) {
      setEntries((current) =>
        current.map((entry) => ({
          ...entry,
          problem: entry.problem ?? reasons.get(entry.file.name) ?? null,
        })),
      )
    }
    const next = failureOf(extra)
    setFailure(next)
    notify.error(next.message, { details: next.details.join(' ') })
  }

  const finish = (stored: MediaItem[], notStored: RefusedFile[]) => {
    if (stored.length > 0) {
      notify.success(mediaMessages.uploaded(stored.length))
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      // The storage meter counts what is stored.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.subscription() })
      onUploaded?.(stored)
    }
    setEntries([])
    setRefused(notStored)
    if (notStored.length === 0) onComplete?.()
  }

  const upload = async () => {
    if (uploading) return
    setNotice(null)
    setFailure(null)
    setRefused([])
    if (entries.length === 0) {
      setNotice(mediaMessages.noFiles)
      return
    }
    if (entries.length > MEDIA_MAX_FILES_PER_UPLOAD) {
      setNotice(mediaMessages.tooManyFiles)
      return
    }
    const flagged = entries.flatMap((entry) =>
      entry.problem ? [{ name: entry.file.name, message: entry.problem }] : [],
    )
    const sendable = entries.filter((entry) => !entry.problem)
    if (sendable.length === 0) {
      // Nothing worth sending: every file already shows why in the list.
      fail([])
      return
    }

    const abort = new AbortController()
    controller.current = abort
    setProgress(0)
    try {
      const result = await uploadMedia({
        files: sendable.map((entry) => entry.file),
        folderId,
        signal: abort.signal,
        // The last percent waits for the server's answer (storing, sniffing, measuring).
        onProgress: (fraction) => setProgress(Math.min(99, Math.round(fraction * 100))),
      })
      setProgress(100)
      const notStored = [...flagged, ...result.errors]
      if (result.data.length === 0) fail([], result.errors)
      else finish(result.data, notStored)
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      fail(serverDetails(error), refusedFiles(error, sendable))
    } finally {
      if (controller.current === abort) controller.current = null
      setProgress(null)
    }
  }

  const cancel = () => controller.current?.abort()

  return { entries, add, remove, upload, cancel, uploading, progress, notice, failure, refused }
}
