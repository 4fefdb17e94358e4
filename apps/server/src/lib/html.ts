/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The http(s) links in a plain-text message. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0])
}

/** The first 6-digit code in a plain-text message, if any. */
export function codeIn(text: string): string | null {
  return /\bcode:\s*(\d{6})\b/i.exec(text)?.[1] ?? null
}
