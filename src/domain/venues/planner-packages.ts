// What a planner sees of a venue's packages on its page, in the booking wizard and on the
// booking request page, and the rules that decide whether a request fits one (instant book): pure,
// so the web app offers only the packages the server would accept for that day and time.
import { z } from 'zod'
import { allInLines, computeAllIn } from '../pricing/all-in'
import { packageAllInAmounts, type PackagePrices } from '../pricing/package-amounts'
import { BOOKING_PAGE_TIMES, timeToMinutes } from '../time-constants'
import { SPACE_KINDS, weekdayOf } from './spaces'

/**
 * The prices and schedule every shape of a package states alike (the planner's, below, and the
 * venue portal's): what is included, the prices in cents and percent, and when it is offered.
 */
export const packageOfferSchema = z.object({
  included: z.array(z.string()),
  pricePerPersonCents: z.number().int(),
  minimumSpendCents: z.number().int(),
  roomFeeCents: z.number().int(),
  serviceChargePct: z.number(),
  taxPct: z.number(),
  gratuityPct: z.number(),
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number().int()),
  startsFrom: z.string().nullable(),
  startsUntil: z.string().nullable(),
  /** A request that fits is confirmed at once. */
  instantBook: z.boolean(),
})

/** Only what a planner should see: no instant-book internals beyond the flag, no timestamps. */
export const plannerPackageSchema = packageOfferSchema.extend({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  spaceName: z.string(),
  /** The space's largest group (seated or standing). */
  capacity: z.number().int(),
})
export type PlannerPackage = z.infer<typeof plannerPackageSchema>

export const PACKAGE_REQUEST_MESSAGES = {
  notFound: 'This package is not offered by this venue',
  notOffered: 'This package is not offered on that day or at that time',
  tooMany: (capacity: number) => `This package's space holds at most ${capacity} guests`,
} as const

/** The all-in estimate of a package (any shape of it) for a group: the proposals' function, lines included. */
export function packageEstimate(p: PackagePrices, guests: number) {
  const amounts = packageAllInAmounts(p, guests)
  const totals = computeAllIn(amounts)
  return { totals, lines: allInLines(amounts, totals) }
}

/** Whether the package is offered on that date and start time (its weekdays and start window). */
export function packageOffered(
  p: Pick<PlannerPackage, 'weekdays' | 'startsFrom' | 'startsUntil'>,
  date: string,
  time: string,
) {
  if (!p.weekdays.includes(weekdayOf(date))) return false
  const start = timeToMinutes(time)
  if (p.startsFrom && start < timeToMinutes(p.startsFrom)) return false
  if (p.startsUntil && start > timeToMinutes(p.startsUntil)) return false
  return true
}

/** Why the request does not fit the package (null when it does), as a planner reads it. */
export function packageMisfit(p: PlannerPackage, e: { date: string; time: string; guests: number }): string | null {
  if (!packageOffered(p, e.date, e.time)) return PACKAGE_REQUEST_MESSAGES.notOffered
  if (e.guests > p.capacity) return PACKAGE_REQUEST_MESSAGES.tooMany(p.capacity)
  return null
}

/**
 * What the planner is told once instant book confirmed her request: it is booked, and where the
 * event is (her dashboard, or waiting for her to sign up with the request's address).
 */
export const instantBookMessage = (email: string, onDashboard: boolean) =>
  `Your booking is confirmed: the venue has been told and we have emailed you the details. ${
    onDashboard
      ? 'The event is on your dashboard.'
      : `Sign up or log in with ${email} to find the event on your dashboard.`
  }`

/** An all-in estimate on one of the venue's packages (Callie's cards, the concierge booking). */
export const packageQuoteSchema = z.object({
  packageName: z.string(),
  spaceName: z.string(),
  guests: z.number().int(),
  totalCents: z.number().int(),
  perGuestCents: z.number().int(),
  instantBook: z.boolean(),
})
export type PackageQuote = z.infer<typeof packageQuoteSchema>

/**
 * The lowest all-in total among the packages offered for this event, or null when the venue has
 * none that fits (the caller then keeps today's estimate).
 */
export function cheapestPackageQuote(
  packages: readonly PlannerPackage[],
  e: { date: string; time: string; guests: number },
) {
  let best: PackageQuote | null = null
  for (const p of packages) {
    if (packageMisfit(p, e)) continue
    const { totals } = packageEstimate(p, e.guests)
    if (best && best.totalCents <= totals.totalCents) continue
    best = {
      packageName: p.name,
      spaceName: p.spaceName,
      guests: e.guests,
      totalCents: totals.totalCents,
      perGuestCents: totals.perGuestCents,
      instantBook: p.instantBook,
    }
  }
  return best
}

/** A space as planners see it on the venue page: its name, kind and how many it seats or holds standing. */
export const plannerSpaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SPACE_KINDS),
  seatedCapacity: z.number().int(),
  standingCapacity: z.number().int(),
  /** Its first photo (its alternative text is the space's name); null when it has none. */
  photo: z
    .object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })
    .nullable(),
})

/** Each package's all-in price for one group, as the venue page shows it. */
export const packageAllInSchema = z.object({
  guests: z.number().int(),
  packages: z.array(
    z.object({ packageId: z.number().int(), totalCents: z.number().int(), perGuestCents: z.number().int() }),
  ),
})

/** The all-in price of each package for `guests` (the proposals' function, no booking fee). */
export function packagesAllIn(packages: readonly PlannerPackage[], guests: number) {
  return {
    guests,
    packages: packages.map((p) => {
      const { totals } = packageEstimate(p, guests)
      return { packageId: p.id, totalCents: totals.totalCents, perGuestCents: totals.perGuestCents }
    }),
  }
}

/**
 * The start times a venue offers, the same on its page and in the booking wizard: the booking
 * page's slots inside some package's start window (a package without a window takes any), or all
 * of them for a venue without packages.
 */
export function venueTimeSlots(packages: readonly Pick<PlannerPackage, 'startsFrom' | 'startsUntil'>[]): string[] {
  if (!packages.length) return [...BOOKING_PAGE_TIMES]
  const slots = BOOKING_PAGE_TIMES.filter((t) =>
    packages.some(
      (p) =>
        (!p.startsFrom || timeToMinutes(t) >= timeToMinutes(p.startsFrom)) &&
        (!p.startsUntil || timeToMinutes(t) <= timeToMinutes(p.startsUntil)),
    ),
  )
  return slots.length ? slots : [...BOOKING_PAGE_TIMES]
}

/** The time a venue's page starts on: 7:00 PM when offered, else the offered slot nearest to it. */
export function defaultVenueTime(slots: readonly string[]): string {
  const seven = timeToMinutes('7:00 PM')
  return [...slots].sort((a, b) => Math.abs(timeToMinutes(a) - seven) - Math.abs(timeToMinutes(b) - seven))[0]
}

/** The lowest per-guest all-in price among the packages that hold `guests` (null when none does). */
export function fromPerGuestCents(packages: readonly PlannerPackage[], guests: number): number | null {
  let best: number | null = null
  for (const p of packages) {
    if (guests > p.capacity) continue
    const { perGuestCents } = packageEstimate(p, guests).totals
    if (best === null || perGuestCents < best) best = perGuestCents
  }
  return best
}
