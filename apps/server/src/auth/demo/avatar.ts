import { avatarColourFor } from '@folio/schema'

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? '?')).slice(0, 2)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * An avatar drawn locally: the name's initials on the colour the app gives that name
 * (`avatarColourFor`), as an SVG data URL. Nothing is fetched from a third party, at creation
 * or when shown.
 */
export function initialsAvatar(name: string): string {
  const colour = avatarColourFor(name)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Inter, system-ui, sans-serif" ` +
    `font-size="38" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
