import { allowedLinkSchemes } from '@folio/schema'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** Whether a link's scheme (if it has one) is one the editor and the server's sanitiser allow. */
export function isAllowedLink(url: string): boolean {
  const scheme = SCHEME.exec(url.replace(/\s/g, ''))?.[1]?.toLowerCase()
  return scheme === undefined || (allowedLinkSchemes as readonly string[]).includes(scheme)
}

/**
 * What the Link prompt's answer becomes: a URL with an allowed scheme as typed, `/path` and `#anchor`
 * as typed, `name@host` as mailto, `example.com` as https. Null when the scheme is not allowed.
 */
export function normaliseLink(input: string): string | null {
  const url = input.trim()
  if (SCHEME.test(url)) return isAllowedLink(url) ? url : null
  if (/^[/#?]/.test(url)) return url
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(url)) return `mailto:${url}`
  return `https://${url}`
}

/** Images in rich text: an http(s) URL or a path on this server. */
export function isImageUrl(input: string): boolean {
  return /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(input.trim())
}

export const disallowedLinkMessage = `Links must use one of these schemes: ${allowedLinkSchemes.join(', ')}`
