// The date: one day said plainly, relatively ("next Friday", "a week from Friday", "the 14th") or as a
// holiday, on or after the planner's today. Two dates, a past one or a vague one ("sometime in June-ish")
// leave it empty with the reason.
import * as chrono from 'chrono-node'
import { addDays, addMonths, format, parse } from 'date-fns'
import { listText } from '../score-venue'
import type { ParsedPreferences, Refuse } from './brief'
import { readHolidays } from './holidays'
import { allMatches, type Text } from './text'

export function readDate(text: Text, today: string, prefs: ParsedPreferences, understood: string[], refuse: Refuse) {
  const vague =
    /\b(?:sometime|some time|soon|asap|whenever|flexible|-ish|ish|weekend|later this|this (?:summer|fall|autumn|winter|spring)|next (?:month|year|week)(?!\s+\w+day\b)|in the (?:summer|fall|autumn|winter|spring))\b/i
  const ref = parse(today, 'yyyy-MM-dd', new Date(2000, 0, 1))
  ref.setHours(12)
  const holidays = readHolidays(text.value, today)
  // Holidays are dated here, not by chrono; "the evening of Jan 28" is Jan 28 (its slot is read with the time).
  let forChrono = weekFrom(text.value, today)
    .replace(/\bnot (?:on )?(?:a |the )?\w+days?\b/gi, (m) => ' '.repeat(m.length))
    .replace(/\b(?:the\s+)?(?:morning|afternoon|evening|night)\s+of\b/gi, (m) => ' '.repeat(m.length))
  for (const h of holidays)
    forChrono = forChrono.slice(0, h.index) + ' '.repeat(h.length) + forChrono.slice(h.index + h.length)
  const results = chrono.parse(forChrono, { instant: ref }, { forwardDate: true })
  const dates: string[] = holidays.map((h) => h.date).filter((d, i, all) => all.indexOf(d) === i)
  let pastSaid: string | undefined
  let unpinned: string | undefined
  for (const r of results) {
    if (/weekend/i.test(r.text)) continue
    if (!r.start.isCertain('day') && !r.start.isCertain('weekday')) continue
    const d = format(new Date(r.start.get('year')!, r.start.get('month')! - 1, r.start.get('day')!), 'yyyy-MM-dd')
    // "a Friday in March": chrono's next Friday, in December, is not what she said; which Friday is asked.
    const month = r.start.isCertain('day') ? null : MONTH_AFTER.exec(forChrono.slice(r.index + r.text.length))
    if (month && MONTH_NAMES.indexOf(month[1].slice(0, 3).toLowerCase()) !== r.start.get('month')! - 1) {
      unpinned = `${r.text}${month[0].trimEnd()}`
      continue
    }
    if (d < today) pastSaid = r.text
    else if (!dates.includes(d)) dates.push(d)
  }
  // "the 14th": the next 14th from today.
  if (dates.length === 0) {
    for (const m of allMatches(
      text.value,
      /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:floor|street|avenue|ave|birthday|anniversary))/gi,
    )) {
      const day = Number(m[1])
      for (let k = 0; k < 3; k++) {
        const month = addMonths(parse(today.slice(0, 8) + '01', 'yyyy-MM-dd', new Date(2000, 0, 1)), k)
        const candidate = new Date(month.getFullYear(), month.getMonth(), day)
        const d = format(candidate, 'yyyy-MM-dd')
        if (candidate.getDate() === day && d >= today) {
          if (!dates.includes(d)) dates.push(d)
          break
        }
      }
    }
  }
  if (dates.length > 1) return refuse('date', `I saw more than one date (${listText(dates.map(dateText))}); which day?`)
  if (dates.length === 1) {
    prefs.date = dates[0]
    const holiday = holidays.find((h) => h.date === dates[0])
    understood.push(`Date: ${holiday ? `${holiday.name}, ` : ''}${dateText(dates[0])}`)
    return
  }
  if (pastSaid) return refuse('date', `That date (${pastSaid}) has already passed`)
  if (unpinned) return refuse('date', `I couldn't pin down a date from "${unpinned.trim()}"; please pick a day`)
  const v = vague.exec(text.value)
  if (v) refuse('date', `I couldn't pin down a date from "${v[0].replace(/^-/, '')}"; please pick a day`)
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
/** A month right after a weekday: "(a Friday) in March", "(Saturdays) of June". */
const MONTH_AFTER =
  /^\s+(?:in|of|during)\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** "a week from Friday" → that date written out, which chrono reads. */
function weekFrom(value: string, today: string): string {
  return value.replace(
    /\ba week (?:from|after) (?:this |next )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/gi,
    (m, day: string) => {
      const base = parse(today, 'yyyy-MM-dd', new Date(2000, 0, 1))
      const ahead = (WEEKDAYS.indexOf(day.toLowerCase()) - base.getDay() + 7) % 7 || 7
      return format(addDays(base, ahead + 7), 'MMMM d').padEnd(m.length, ' ')
    },
  )
}

const dateText = (d: string) => format(parse(d, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE, MMMM d, yyyy')
