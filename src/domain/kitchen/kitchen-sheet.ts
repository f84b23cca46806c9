// The kitchen sheet: the venue's event order for one confirmed booking. The server
// stores snapshots of it as numbered versions; this file says what a snapshot holds, how the page
// and the PDF arrange it (seats with severe allergies first, the allergen matrix by dish, the
// conflicts) and, between two versions, what changed in words.
import {
  ALLERGENS,
  allergyLabel,
  describeAllergy,
  dietWords,
  dishConflicts,
  isSevere,
  severityRank,
  type Allergen,
  type AllergyEntry,
} from './allergens'
import { servedDishes, type Menu } from './menu'
import { displayDate, displayInstantIn } from '../time'

export type KitchenSeat = {
  /** Stable across versions: `g<guest id>`, and `g<guest id>+1` for her companion. */
  key: string
  name: string
  /** The guest who brings this companion, or null for an invited guest. */
  companionOf: string | null
  choices: { course: string; dish: string }[]
  allergies: AllergyEntry[]
  dietary: string[]
}

export type KitchenSnapshot = {
  eventName: string
  date: string
  time: string
  venueName: string
  spaceName: string | null
  packageName: string | null
  /** Guests the booking was made for. */
  bookedGuests: number
  /** The answers that reach the lock: when final details are due, as an ISO instant (null without a deadline). */
  detailsDueAt: string | null
  menu: Menu
  seats: KitchenSeat[]
  specialRequests: string[]
  contacts: { role: string; name: string; email: string | null; phone: string | null }[]
}

/** Seats that said yes (with their companions); before anyone answers, the booked number. */
export const finalHeadcount = (s: Pick<KitchenSnapshot, 'seats' | 'bookedGuests'>) => s.seats.length || s.bookedGuests

/** The count's name on the sheet: final only once final details are locked; before, guests may still answer. */
export const headcountLabel = (detailsLocked: boolean) => (detailsLocked ? 'Final headcount' : 'Headcount so far')

export type SeatView = KitchenSeat & {
  served: { course: string; dish: string }[]
  conflicts: { course: string; dish: string; allergens: Allergen[]; severe: boolean }[]
  severe: boolean
}

export type MatrixRow = {
  course: string
  dish: string
  allergens: Allergen[]
  diets: string[]
  /** Seats served this dish. */
  count: number
  /** Seats served this dish who named one of its allergens. */
  atRisk: string[]
}

export type KitchenTimelineItem = { label: string; when: string }

const seatRank = (s: KitchenSeat) => Math.min(99, ...s.allergies.map(severityRank))

export function seatViews(s: KitchenSnapshot): SeatView[] {
  return [...s.seats]
    .map((seat, i) => ({ seat, i }))
    .sort((a, b) => seatRank(a.seat) - seatRank(b.seat) || a.i - b.i)
    .map(({ seat }) => {
      const served = servedDishes(s.menu, seat.choices)
      const conflicts = served.flatMap(({ course, dish }) => {
        const hits = dishConflicts(seat.allergies, dish.allergens)
        return hits.length
          ? [
              {
                course,
                dish: dish.name,
                allergens: hits.map((h) => h.allergen as Allergen),
                severe: hits.some(isSevere),
              },
            ]
          : []
      })
      return {
        ...seat,
        allergies: [...seat.allergies].sort((a, b) => severityRank(a) - severityRank(b)),
        served: served.map(({ course, dish }) => ({ course, dish: dish.name })),
        conflicts,
        severe: seat.allergies.some(isSevere),
      }
    })
}

export function allergenMatrix(s: KitchenSnapshot): MatrixRow[] {
  const seats = seatViews(s)
  return s.menu.courses.flatMap((c) =>
    c.dishes.map((d) => {
      const eating = seats.filter((seat) => seat.served.some((x) => x.course === c.name && x.dish === d.name))
      return {
        course: c.name,
        dish: d.name,
        allergens: ALLERGENS.filter((a) => d.allergens.includes(a)),
        diets: d.diets,
        count: eating.length,
        atRisk: eating.filter((seat) => dishConflicts(seat.allergies, d.allergens).length).map((seat) => seat.name),
      }
    }),
  )
}

/** The evening in order, every time in the venue's timezone (the event's), as the guests' arrival is. */
export function kitchenTimeline(s: KitchenSnapshot, timezone: string): KitchenTimelineItem[] {
  return [
    ...(s.detailsDueAt ? [{ label: 'Final details due', when: displayInstantIn(s.detailsDueAt, timezone) }] : []),
    { label: 'Guests arrive', when: `${displayDate(s.date)} · ${s.time}` },
    ...s.menu.courses.map((c, i) => ({ label: `Course ${i + 1}: ${c.name}`, when: 'In order, after arrival' })),
  ]
}

const seatChoices = (seat: KitchenSeat) => new Map(seat.choices.map((c) => [c.course, c.dish]))
const allergyWords = (xs: AllergyEntry[]) =>
  xs.length
    ? [...xs]
        .sort((a, b) => allergyLabel(a).localeCompare(allergyLabel(b)))
        .map(describeAllergy)
        .join('; ')
    : 'none'
/** JSON with every object's keys sorted: a snapshot read back from jsonb (which reorders keys) compares equal. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(v) ?? 'null'
}
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

/** What changed from one version to the next, one line each, in the words the venue reads. */
export function diffKitchenSnapshots(before: KitchenSnapshot, after: KitchenSnapshot): string[] {
  const out: string[] = []
  const field = (label: string, a: string | number | null, b: string | number | null) => {
    if (a !== b) out.push(`${label}: ${a ?? 'none'} → ${b ?? 'none'}`)
  }
  field('Date', displayDate(before.date), displayDate(after.date))
  field('Time', before.time, after.time)
  field('Space', before.spaceName, after.spaceName)
  field('Package', before.packageName, after.packageName)
  field('Booked guests', before.bookedGuests, after.bookedGuests)
  field('Headcount', finalHeadcount(before), finalHeadcount(after))
  if (!same(before.menu, after.menu)) out.push('Menu changed')
  const old = new Map(before.seats.map((s) => [s.key, s]))
  const now = new Map(after.seats.map((s) => [s.key, s]))
  for (const seat of after.seats) {
    const was = old.get(seat.key)
    if (!was) {
      out.push(`New seat: ${seat.name}`)
      continue
    }
    if (was.name !== seat.name) out.push(`Seat renamed: ${was.name} → ${seat.name}`)
    const a = seatChoices(was)
    const b = seatChoices(seat)
    for (const course of new Set([...a.keys(), ...b.keys()])) {
      if (a.get(course) !== b.get(course))
        out.push(`${seat.name}, ${course}: ${a.get(course) ?? 'no choice'} → ${b.get(course) ?? 'no choice'}`)
    }
    if (allergyWords(was.allergies) !== allergyWords(seat.allergies))
      out.push(`${seat.name}, allergies: ${allergyWords(was.allergies)} → ${allergyWords(seat.allergies)}`)
    if (!same([...was.dietary].sort(), [...seat.dietary].sort()))
      out.push(`${seat.name}, diet: ${dietWords(was.dietary)} → ${dietWords(seat.dietary)}`)
  }
  for (const seat of before.seats) if (!now.has(seat.key)) out.push(`Seat removed: ${seat.name}`)
  if (!same(before.specialRequests, after.specialRequests)) out.push('Special requests changed')
  if (!same(before.contacts, after.contacts)) out.push('Contacts changed')
  return out
}
