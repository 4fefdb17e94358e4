import { contentTypeMessages, SLUG_PATTERN, slugify, type ErrorDetail } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'

// Content types and components are both named field lists: they share these rules and
// messages. They live here, under both, because content types build on components.

/** A 400 on one input path, shaped like the route schemas' own validation failures. */
export function invalidContentType(details: ErrorDetail[]): AppError {
  return new AppError('validation_failed', details[0]!.message, details)
}

/**
 * The slug a write stores: the one given, else (on create) the name's derivation, else (on
 * update) the current one. A derivation that yields no valid slug is reported on `slug`, as
 * the form would report the same text typed in by hand.
 */
export function slugFor(input: { name: string; slug?: string }, currentSlug?: string): string {
  if (input.slug !== undefined) return input.slug
  if (currentSlug !== undefined) return currentSlug
  const derived = slugify(input.name)
  if (!derived) {
    throw invalidContentType([{ path: 'slug', message: contentTypeMessages.slugRequired }])
  }
  if (!SLUG_PATTERN.test(derived)) {
    throw invalidContentType([{ path: 'slug', message: contentTypeMessages.slugFormat }])
  }
  return derived
}
