// Month arithmetic on 'yyyy-mm' strings for the calendar (calendar days, no timezone involved).

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

export const currentMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const total = y * 12 + (m - 1) + n
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
}

/** 'June 2030' */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The month's days as 'yyyy-mm-dd', and how many blank cells precede the 1st in a week from Sunday. */
export function monthDays(month: string): { days: string[]; leading: number } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const leading = new Date(Date.UTC(y, m - 1, 1)).getUTCDay()
  return { days: Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`), leading }
}
