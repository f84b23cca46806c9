// Demo spaces and packages for a handful of demo venues per city, so the venue portal and package
// prices are there to see on a fresh start. Deterministic: venue number i always gets the same
// spaces and packages (its own seeded random source). The largest space seats the venue's whole
// capacity, so a venue's spaces never make it look smaller than its listing says.
import { mulberry32 } from '~/server/db/seed/seeded-random'
import type { SpaceKind } from '~/domain/venues/spaces'
import type { SeedVenue } from './venue-catalogue'

/** The first this many demo venues of each city (catalogue order) get spaces and packages. */
export const DEMO_SPACE_VENUES_PER_CITY = 4

export type SeedPackage = {
  name: string
  description: string
  pricePerPersonCents: number
  minimumSpendCents: number
  roomFeeCents: number
  serviceChargePct: number
  taxPct: number
  gratuityPct: number
  included: string[]
  weekdays: number[]
  startsFrom: string | null
  startsUntil: string | null
}
export type SeedSpace = {
  name: string
  kind: SpaceKind
  seatedCapacity: number
  standingCapacity: number
  packages: SeedPackage[]
}

const ROOM_NAMES = ['The Library', 'The Cellar', 'The Garden Room', 'The Mezzanine', 'The Salon', 'The Loft']
const DINNER = [
  { name: "Chef's tasting, 3 courses", included: ['Welcome glass', 'Printed menus', 'Coffee and petits fours'] },
  { name: 'Family-style feast', included: ['Shared starters', 'Two mains to share', 'Dessert platters'] },
  { name: 'Seasonal set menu, 4 courses', included: ['Bread service', 'Printed menus', 'Sommelier on hand'] },
]
const RECEPTION = [
  { name: 'Canapé reception', included: ['Six canapés per guest', 'Two hours of service'] },
  { name: 'Cocktail hour', included: ['Signature cocktail', 'Passed bites', 'Dedicated bartender'] },
]
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6]
const WEEKNIGHTS = [0, 1, 2, 3, 4]

const cents = (dollars: number) => Math.round(dollars) * 100
const roundTo5 = (n: number) => Math.max(5, Math.round(n / 5) * 5)

/** Venue number `index`'s spaces (a private room and the whole venue) with one or two packages each. */
export function demoSpacesFor(v: SeedVenue): SeedSpace[] {
  const r = mulberry32(Math.imul(v.index + 1, 0x2c1b3c6d) ^ 0x5eed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]
  const pct = v.pricePerPerson
  const taxPct = [8.5, 8.875, 9.5, 10.25][v.index % 4]
  const room = Math.max(v.minGuests, Math.min(v.maxGuests, roundTo5(v.maxGuests * (0.4 + r() * 0.2))))
  const dinner = pick(DINNER)
  const reception = pick(RECEPTION)
  const privateRoom: SeedSpace = {
    name: pick(ROOM_NAMES),
    kind: 'private_room',
    seatedCapacity: room,
    standingCapacity: roundTo5(room * 1.4),
    packages: [
      {
        name: dinner.name,
        description: `A seated dinner in our private room for up to ${room} guests.`,
        pricePerPersonCents: cents(pct),
        minimumSpendCents: cents(roundTo5(pct * room * 0.6)),
        roomFeeCents: 0,
        serviceChargePct: 20,
        taxPct,
        gratuityPct: 0,
        included: dinner.included,
        weekdays: ALL_WEEK,
        startsFrom: '5:30 PM',
        startsUntil: '9:00 PM',
      },
      ...(r() < 0.5
        ? [
            {
              name: `Weeknight ${dinner.name.charAt(0).toLowerCase()}${dinner.name.slice(1)}`,
              description: 'The same dinner, Sunday to Thursday, at a weeknight price.',
              pricePerPersonCents: cents(pct * 0.85),
              minimumSpendCents: 0,
              roomFeeCents: cents(roundTo5(150 + r() * 150)),
              serviceChargePct: 20,
              taxPct,
              gratuityPct: 0,
              included: dinner.included,
              weekdays: WEEKNIGHTS,
              startsFrom: '5:30 PM',
              startsUntil: '8:30 PM',
            },
          ]
        : []),
    ],
  }
  const buyout: SeedSpace = {
    name: 'The whole venue',
    kind: 'buyout',
    seatedCapacity: v.maxGuests,
    standingCapacity: roundTo5(v.maxGuests * 1.3),
    packages: [
      {
        name: `${reception.name} buyout`,
        description: 'The whole venue to yourselves.',
        pricePerPersonCents: cents(pct * 0.8),
        minimumSpendCents: cents(roundTo5(pct * v.maxGuests * 0.7)),
        roomFeeCents: cents(roundTo5(400 + r() * 600)),
        serviceChargePct: 20,
        taxPct,
        gratuityPct: 5,
        included: reception.included,
        weekdays: ALL_WEEK,
        startsFrom: null,
        startsUntil: null,
      },
    ],
  }
  return [privateRoom, buyout]
}

/** Which catalogue venues get spaces: the first DEMO_SPACE_VENUES_PER_CITY of each city. */
export function demoSpaceVenues(catalogue: readonly SeedVenue[]): SeedVenue[] {
  const perCity = new Map<string, number>()
  return catalogue.filter((v) => {
    const n = perCity.get(v.citySlug) ?? 0
    perCity.set(v.citySlug, n + 1)
    return n < DEMO_SPACE_VENUES_PER_CITY
  })
}
