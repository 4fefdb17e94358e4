import { PREVIEW_URL_TOKEN_PARAM } from '@folio/schema'

/** What a preview URL pattern's placeholders stand for. */
export interface PreviewTarget {
  type: string
  slug: string
  locale: string
}

/**
 * The item's preview URL: the pattern with `{type}`, `{slug}` and `{locale}` filled in
 * (URL-encoded) and the token appended as `folio_preview`; null without a pattern, or when
 * the filled pattern is not an http(s) URL the editor could frame.
 */
export function fillPreviewUrl(pattern: string, target: PreviewTarget, token: string) {
  if (!pattern.trim()) return null
  const filled = pattern
    .trim()
    .replaceAll('{type}', encodeURIComponent(target.type))
    .replaceAll('{slug}', encodeURIComponent(target.slug))
    .replaceAll('{locale}', encodeURIComponent(target.locale))
  let url: URL
  try {
    url = new URL(filled)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  url.searchParams.set(PREVIEW_URL_TOKEN_PARAM, token)
  return url.toString()
}
