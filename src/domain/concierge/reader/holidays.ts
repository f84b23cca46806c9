// Holidays as dates: the next occurrence on or after the planner's today. A holiday said as an
// occasion ("Christmas party", "Thanksgiving dinner") is not a date: only its day names one
// ("Christmas Eve", "on Thanksgiving", "Valentine's Day"). "Memorial Day weekend" is not one day.
import { addDays, format } from 'date-fns'
import { allMatches, regExp } from './text'

type Rule = (year: number) => Date

/** The n-th (1-based; -1 = last) weekday (0 = Sunday) of a month (0-based). */
const nthWeekday =
  (month: number, weekday: number, n: number): Rule =>
  (year) => {
    if (n > 0) {
      const first = new Date(year, month, 1)
      return new Date(year, month, 1 + ((weekday - first.getDay() + 7) % 7) + (n - 1) * 7)
    }
    const last = new Date(year, month + 1, 0)
    return new Date(year, month, last.getDate() - ((last.getDay() - weekday + 7) % 7))
  }
const fixed =
  (month: number, day: number): Rule =>
  (year) =>
    new Date(year, month, day)

/** Easter Sunday (anonymous Gregorian algorithm). */
const easter: Rule = (year) => {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(year, month - 1, day)
}

const APOS = `['’]?`
/** Phrase (regex source) → its date rule and the name said back. */
const HOLIDAYS: readonly [string, Rule, string][] = [
  [`new year${APOS}s? eve|nye`, fixed(11, 31), "New Year's Eve"],
  [`new year${APOS}s? day`, fixed(0, 1), "New Year's Day"],
  [`christmas eve|xmas eve`, fixed(11, 24), 'Christmas Eve'],
  [`christmas day|xmas day|(?<=\\b(?:on|for) )christmas`, fixed(11, 25), 'Christmas Day'],
  [`(?:saint |st\\.? )?valentine${APOS}s?(?: day)?`, fixed(1, 14), "Valentine's Day"],
  [`(?:saint |st\\.? )patrick${APOS}s?(?: day)?|st\\.? paddy${APOS}s?(?: day)?`, fixed(2, 17), "St. Patrick's Day"],
  [`easter(?: sunday)?`, easter, 'Easter'],
  [`mother${APOS}s? day`, nthWeekday(4, 0, 2), "Mother's Day"],
  [`memorial day`, nthWeekday(4, 1, -1), 'Memorial Day'],
  [`father${APOS}s? day`, nthWeekday(5, 0, 3), "Father's Day"],
  [`juneteenth`, fixed(5, 19), 'Juneteenth'],
  [`independence day|(?:the )?(?:4th|fourth) of july`, fixed(6, 4), 'the Fourth of July'],
  [`labou?r day`, nthWeekday(8, 1, 1), 'Labor Day'],
  [`halloween`, fixed(9, 31), 'Halloween'],
  [
    `thanksgiving day|(?<=\\b(?:on|for) )thanksgiving(?! (?:dinner|lunch|party|weekend))`,
    nthWeekday(10, 4, 4),
    'Thanksgiving',
  ],
  [`cinco de mayo`, fixed(4, 5), 'Cinco de Mayo'],
]

export type HolidayDate = { date: string; said: string; name: string; index: number; length: number }

const OFFSET = /\b(?:the\s+)?(day|night|evening)\s+(before|after)\s+$/i

/** Every holiday named as a day in the text, dated from today; "the night before Valentine's" counts back one day. */
export function readHolidays(value: string, today: string): HolidayDate[] {
  const found: HolidayDate[] = []
  for (const [source, rule, name] of HOLIDAYS) {
    for (const m of allMatches(value, regExp(`\\b(?:${source})\\b(?!\\s+weekend)`))) {
      if (found.some((f) => m.index >= f.index && m.index < f.index + f.length)) continue
      const year = Number(today.slice(0, 4))
      let day = rule(year)
      if (format(day, 'yyyy-MM-dd') < today) day = rule(year + 1)
      let index = m.index
      let length = m[0].length
      const offset = OFFSET.exec(value.slice(0, m.index))
      if (offset) {
        day = addDays(day, offset[2].toLowerCase() === 'before' ? -1 : 1)
        index = offset.index
        length = m.index + m[0].length - offset.index
      }
      const date = format(day, 'yyyy-MM-dd')
      if (date < today) continue
      found.push({ date, said: m[0], name, index, length })
    }
  }
  return found
}
