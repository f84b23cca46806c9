// Guest list rules: a pasted list read one guest per line, the headcount and the dietary summary.
import { z } from 'zod'
import { EMAIL_MAX, NAME_MAX } from '../fields'

export const RSVP_VALUES = ['yes', 'no', 'maybe'] as const
export type RsvpAnswer = (typeof RSVP_VALUES)[number]

export const GUEST_LIST_MAX_LINES = 500

export const GUEST_MESSAGES = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email address',
  duplicateEmail: 'This email is already on the guest list',
  emptyList: 'Paste at least one guest, one per line',
  tooManyLines: `Paste at most ${GUEST_LIST_MAX_LINES} guests at once`,
} as const

export type ParsedGuest = { name: string; email: string | null }
export type GuestLineError = { line: number; text: string; message: string }

const emailCheck = z.email()
const isEmail = (s: string) => s.length <= EMAIL_MAX && emailCheck.safeParse(s).success

/**
 * One line, in the shapes people paste from a spreadsheet or a mail client:
 * "Ana Ruiz <ana@example.com>", "Ana Ruiz, ana@example.com", "Ana Ruiz\tana@example.com",
 * "ana@example.com" (the name becomes the address's local part) or just "Ana Ruiz".
 */
export function parseGuestLine(raw: string): ParsedGuest | { error: string } {
  const line = raw.trim()
  let name = line
  let email: string | null = null
  const angle = /^(.*?)\s*<([^<>]*)>\s*$/.exec(line)
  if (angle) {
    name = angle[1].replace(/^["']|["']$/g, '').trim()
    email = angle[2].trim()
  } else {
    const parts = line.split(/[,;\t]/).map((p) => p.trim())
    if (parts.length > 1) {
      const at = parts.findIndex((p) => p.includes('@'))
      if (at >= 0) {
        email = parts[at]
        name = parts.filter((_, i) => i !== at && parts[i] !== '').join(' ')
      } else if (parts.slice(1).every((p) => p === '')) {
        name = parts[0]
      }
    } else if (line.includes('@') && !/\s/.test(line)) {
      email = line
      name = ''
    }
  }
  if (email !== null) {
    email = email.toLowerCase()
    if (!isEmail(email)) return { error: GUEST_MESSAGES.invalidEmail }
    if (!name) name = email.split('@')[0]
  }
  name = name.replace(/\s+/g, ' ').trim()
  if (!name) return { error: GUEST_MESSAGES.nameRequired }
  if (name.length > NAME_MAX) return { error: `Name must be at most ${NAME_MAX} characters` }
  return { name, email }
}

/** Every non-blank line is a guest; errors name the line (1-based, as the user sees it). */
export function parseGuestList(text: string): { guests: (ParsedGuest & { line: number })[]; errors: GuestLineError[] } {
  const guests: (ParsedGuest & { line: number })[] = []
  const errors: GuestLineError[] = []
  const seen = new Set<string>()
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (raw.trim() === '') return
    const parsed = parseGuestLine(raw)
    if ('error' in parsed) {
      errors.push({ line: i + 1, text: raw.trim(), message: parsed.error })
      return
    }
    if (parsed.email && seen.has(parsed.email)) {
      errors.push({ line: i + 1, text: raw.trim(), message: GUEST_MESSAGES.duplicateEmail })
      return
    }
    if (parsed.email) seen.add(parsed.email)
    guests.push({ ...parsed, line: i + 1 })
  })
  return { guests, errors }
}

/** Dietary entries are compared and counted lower-cased and trimmed; duplicates collapse. */
export function normaliseDietary(items: readonly string[]): string[] {
  return [...new Set(items.map((s) => s.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))]
}

export type Headcount = { yes: number; maybe: number; no: number; noAnswer: number; total: number }

export function headcountOf(guests: readonly { rsvp: RsvpAnswer | null }[]): Headcount {
  const h: Headcount = { yes: 0, maybe: 0, no: 0, noAnswer: 0, total: guests.length }
  for (const g of guests) {
    if (g.rsvp === null) h.noAnswer += 1
    else h[g.rsvp] += 1
  }
  return h
}

/**
 * The headcount in a sentence: how many to plan for once guests have answered ("plan for 3 to 5",
 * "plan for 4"); before anyone has, only how many are waiting, never "plan for 0 to 0".
 */
export function headcountSentence(h: Headcount): string {
  const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`
  if (h.total === 0) return 'No guests on the list yet.'
  const answered = h.total - h.noAnswer
  if (answered === 0) return `${guests(h.total)} on the list; no answers yet.`
  if (h.yes + h.maybe === 0) return `${guests(h.total)} on the list; no one has said yes yet.`
  const plan = h.maybe === 0 ? `${h.yes}` : `${h.yes} to ${h.yes + h.maybe}`
  return `${guests(h.total)} on the list; plan for ${plan}.`
}

export type DietaryCount = { restriction: string; count: number }

/** What the kitchen must plan for: restrictions of guests who said yes or maybe, most common first. */
export function dietarySummaryOf(
  guests: readonly { rsvp: RsvpAnswer | null; dietary: readonly string[] }[],
): DietaryCount[] {
  const counts = new Map<string, number>()
  for (const g of guests) {
    if (g.rsvp !== 'yes' && g.rsvp !== 'maybe') continue
    for (const d of normaliseDietary(g.dietary)) counts.set(d, (counts.get(d) ?? 0) + 1)
  }
  return [...counts]
    .map(([restriction, count]) => ({ restriction, count }))
    .sort((a, b) => b.count - a.count || a.restriction.localeCompare(b.restriction))
}
