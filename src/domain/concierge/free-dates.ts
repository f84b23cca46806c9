// "What other dates are free in March?", "when can they host us?": the days a planner asks about
// when she asks for days rather than a day, and Callie's answer from the free_dates tool (every day
// of the stretch checked as one date is, with why not for the others). Pure and deterministic.
import { addDays, endOfMonth, format, lastDayOfMonth, parseISO, startOfMonth } from 'date-fns'
import { briefDateLabel } from './brief-labels'
import type { FreeDatesOutput } from './callie-tools-api'
import { fact, venueAnswer, type NewCallieMessage } from './dialogue-replies'

/** Asks for days, not a day: "which dates", "other days", "any evenings", "when is it free". */
const ASKS_FOR_DAYS =
  /\b(dates|days|nights|evenings|weekends)\b|\b(other|another|any|which|what) (date|day|night|evening)\b|\bwhen\b/
/** Asks whether the venue can have the group, in words the availability topic does not catch. */
const CAN_HAVE_US = /\b(host|have|fit|take|seat) (us|our group|the group|everyone)\b/

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
/** A month named after a preposition ("in March", "during may 2027"): "may" alone is a verb. */
const MONTH =
  /\b(?:in|for|of|during|throughout|through|across|over|around)\s+(?:the month of\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?(?:,?\s+(20\d\d))?/

export type DaysAsked = { from: string; to: string }

const iso = (d: Date) => format(d, 'yyyy-MM-dd')

/** The month a date is in, from the later of its first day and today. */
function monthOf(day: string, today: string): DaysAsked {
  const d = parseISO(day)
  const first = iso(startOfMonth(d))
  return { from: first < today ? today : first, to: iso(endOfMonth(d)) }
}

/**
 * The stretch of days a question asks about, if it asks for days: the month it names (the next one
 * of that name, this one included), "this month" or "next month", else the month of the day it
 * names or of the brief's date, else the next 30 days.
 */
export function daysAsked(
  lower: string,
  { topic, read, briefDate, today }: { topic: string | undefined; read?: string; briefDate?: string; today: string },
): DaysAsked | undefined {
  if (!ASKS_FOR_DAYS.test(lower) || (topic !== 'availability' && !CAN_HAVE_US.test(lower))) return undefined
  const named = MONTH.exec(lower)
  if (named) {
    const month = MONTHS.indexOf(named[1].slice(0, 3))
    const now = parseISO(today)
    const year = named[2] ? Number(named[2]) : now.getFullYear() + (month < now.getMonth() ? 1 : 0)
    return monthOf(iso(new Date(year, month, 1)), today)
  }
  if (/\bthis month\b/.test(lower)) return monthOf(today, today)
  if (/\bnext month\b/.test(lower)) return monthOf(iso(addDays(lastDayOfMonth(parseISO(today)), 1)), today)
  const base = read ?? briefDate
  if (base && base >= today) return monthOf(base, today)
  return { from: today, to: iso(addDays(parseISO(today), 30)) }
}

/** Days in order as a planner reads them: "Mar 1–5, 8, 10–12 and Apr 2". */
export function daysText(days: readonly string[]): string {
  const runs: [Date, Date][] = []
  for (const day of days) {
    const d = parseISO(day)
    const run = runs.at(-1)
    if (run && iso(addDays(run[1], 1)) === day) run[1] = d
    else runs.push([d, d])
  }
  let month = ''
  const parts = runs.map(([a, b]) => {
    const start = format(a, 'MMM') === month ? format(a, 'd') : format(a, 'MMM d')
    month = format(b, 'MMM')
    if (a.getTime() === b.getTime()) return start
    return `${start}–${format(a, 'MMM') === month ? format(b, 'd') : format(b, 'MMM d')}`
  })
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
}

/** "in March 2027" for a month (from today on), else "from Mar 3 to Apr 2, 2027". */
function spanText(from: string, to: string): string {
  const a = parseISO(from)
  if (iso(endOfMonth(a)) === to) return `in ${format(a, 'MMMM yyyy')}`
  return `from ${format(a, 'MMM d')} to ${format(parseISO(to), 'MMM d, yyyy')}`
}

/** A reason inside a sentence: "its spaces are taken", but "The Green Room is closed" as named. */
const within = (reason: string, name: string) =>
  reason.startsWith(name) ? reason : reason.charAt(0).toLowerCase() + reason.slice(1)

/**
 * The free days of a stretch for the group, the others grouped by why not; the brief's own date,
 * when it is in the stretch and not free, said first among them.
 */
export function freeDatesAnswer(out: FreeDatesOutput, ask: { groupSize: number; date?: string }): NewCallieMessage {
  const name = out.venue.venue.name
  const span = spanText(out.from, out.to)
  const checked = out.free.length + out.notFree.length
  const why = new Map<string, string[]>()
  for (const d of out.notFree) why.set(d.reason, [...(why.get(d.reason) ?? []), d.date])
  const facts = [
    ...(out.free.length ? [fact(`Free for ${ask.groupSize}`, daysText(out.free), true)] : []),
    ...[...why].map(([reason, days]) => fact(daysText(days), reason, false)),
  ]
  if (!checked) return venueAnswer('Those days have passed. Which dates from today on should I check?', out.venue, [])
  const mine = ask.date ? out.notFree.find((d) => d.date === ask.date) : undefined
  const yours = mine ? ` ${briefDateLabel(mine.date)} is not: ${within(mine.reason, name)}.` : ''
  if (!out.free.length) {
    const reasons = [...why.keys()]
    const because = reasons.length === 1 ? ` ${reasons[0]}.` : ''
    return venueAnswer(`No: ${name} cannot host ${ask.groupSize} on any day ${span}.${because}`, out.venue, facts)
  }
  const can = `${name} can host ${ask.groupSize} on`
  if (out.free.length === checked) return venueAnswer(`${can} every day ${span}.`, out.venue, facts)
  const some = `${out.free.length} of ${checked} days ${span}`
  return venueAnswer(`${can} ${some}: ${daysText(out.free)}.${yours}`, out.venue, facts)
}
