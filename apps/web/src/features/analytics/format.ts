const numberFormat = new Intl.NumberFormat('en-US')
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

export const formatNumber = (value: number) => numberFormat.format(value)

/** A `YYYY-MM-DD` day as "Mar 3", read in UTC so it never shifts a day. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

/** "1 read", "2,400 reads". */
export const plural = (count: number, word: string) =>
  `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`
