import type { ContentTypeField } from '@folio/schema'

import type { FieldFormValue } from '../../item-form-values'

import { entriesOf, isEntry } from './entry-values'
import type { EntryFormValue } from './entry-values'
import { plural } from '@/lib/format'

const SUMMARY_MAX = 80

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The last part of a URL or path, without its query: `hero.jpg`. */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? ''
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url
}

function mediaName(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? fileNameOf(value.trim()) : null
  if (!isRecord(value)) return null
  if (typeof value.fileName === 'string' && value.fileName) return value.fileName
  if (typeof value.url === 'string' && value.url) return fileNameOf(value.url)
  return null
}

function truncate(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length > SUMMARY_MAX ? `${clean.slice(0, SUMMARY_MAX - 1)}…` : clean
}

/** One field's value in a few words, or null when it has nothing to show. */
function describe(field: ContentTypeField, value: FieldFormValue | undefined): string | null {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.trim() ? truncate(value) : null
    case 'image':
      return mediaName(value)
    case 'media': {
      if (!Array.isArray(value)) return mediaName(value)
      const list = value as readonly unknown[]
      if (list.length === 1) return mediaName(list[0])
      return list.length > 0 ? plural(list.length, 'image') : null
    }
    case 'component':
    case 'blocks': {
      if (isEntry(value)) return null
      const count = entriesOf(value).length
      if (count === 0) return null
      return field.type === 'blocks' ? plural(count, 'block') : plural(count, 'entry', 'entries')
    }
    default:
      return null
  }
}

/**
 * What a collapsed entry shows next to its component's name: its first text, else its first
 * image's file name, else how many entries its first list holds.
 */
export function entrySummary(fields: readonly ContentTypeField[], entry: EntryFormValue): string {
  for (const kind of [['text'], ['image', 'media'], ['component', 'blocks']]) {
    for (const field of fields) {
      if (!kind.includes(field.type)) continue
      const text = describe(field, entry.values[field.name])
      if (text) return text
    }
  }
  return ''
}
