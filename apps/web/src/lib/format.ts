// The app's one set of number, plural and date formatters. Screens read the same figure or day
// the same way wherever it appears, and a change of style happens here once.

// Numbers sit inside English sentences ("2,400 reads"), so they group the English way.
const numberFormat = new Intl.NumberFormat('en-US')

// Dates follow the viewer's locale: they stand alone in a cell or a title.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const longDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
})
// Days of a usage report are UTC days; read in the viewer's zone they would shift by one.
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** "2,400" */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** The noun for `count`: `one` for exactly 1, else `many` (`one` + "s" unless given). */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}

/** "1 file", "2,400 files", "3 sub-items": the count with its noun. */
export function plural(count: number, one: string, many?: string): string {
  return `${formatNumber(count)} ${pluralWord(count, one, many)}`
}

/** "Mar 3, 2025, 10:04 AM" */
export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(new Date(value))
}

/** "3 hours ago", "yesterday", "just now". */
export function formatRelative(value: string | number | Date, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000)
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return 'just now'
}

/** How far from now a moment still reads best as "3 days ago"; further, its date reads better. */
const RECENT_SECONDS = 7 * 24 * 3600

/**
 * The app's one way to say when something happened in a list, a feed or a menu: relative within
 * a week ("3 hours ago", "yesterday", "in 2 days"), the date beyond it ("Mar 3, 2025"). Screens
 * show it through `<Timestamp>`, which adds the full date and time on hover.
 */
export function formatWhen(value: string | number | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return String(value)
  return Math.abs(time - now) / 1000 < RECENT_SECONDS ? formatRelative(time, now) : formatDate(time)
}

/**
 * A `YYYY-MM-DD` day in the viewer's time zone (a date field, a due date, a filter bound): read
 * as UTC midnight it would show the day before west of Greenwich. Null when it is not one.
 */
export function parseCalendarDay(value: string): Date | null {
  const match = CALENDAR_DAY.exec(value)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

/** "Mar 3, 2025": a moment's day, or a `YYYY-MM-DD` calendar day as that day everywhere. */
export function formatDate(value: string | number | Date): string {
  const date = (typeof value === 'string' && parseCalendarDay(value)) || new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date)
}

/** "March 3, 2025" */
export function formatLongDate(value: string | number | Date): string {
  return longDateFormat.format(new Date(value))
}

/** A report's `YYYY-MM-DD` UTC day as "Mar 3"; anything else is returned as it came. */
export function formatShortDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : shortDayFormat.format(date)
}
