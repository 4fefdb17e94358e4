import { createHash } from 'node:crypto'

const COLOURS = [
  '#0A84FF',
  '#5E5CE6',
  '#FF9500',
  '#30D158',
  '#FF453A',
  '#BF5AF2',
  '#64D2FF',
  '#FF375F',
]

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
 * An avatar drawn locally: the name's initials on a colour picked by the email's hash, as an
 * SVG data URL. Nothing is fetched from a third party, at creation or when shown.
 */
export function initialsAvatar(name: string, email: string): string {
  const hash = createHash('sha256').update(email.toLowerCase()).digest()
  const colour = COLOURS[hash[0]! % COLOURS.length]!
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Inter, system-ui, sans-serif" ` +
    `font-size="38" font-weight="600" fill="#fff">${escapeXml(initials(name))}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
