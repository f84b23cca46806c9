// The venue catalogue, generated deterministically: venue number i is always the same venue
// (same name, place, prices, photos, reviews), whatever the machine or the run. Only dates
// (blackouts, review dates) are relative to the day of seeding, as real ones would be.
import { ACTIVE_CITIES, type City } from '~/domain/cities'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, type Feature, type VenueType } from '~/domain/options'
import {
  mainPhotoUrl,
  PHOTO_HEIGHT,
  PHOTO_VARIANTS,
  PHOTO_WIDTH,
  SCENE_CAPTIONS,
  venuePhotoUrl,
  type PhotoScene,
} from '~/server/lib/venue-photos'
import { artCaption, artRecipe, type ArtVenue } from './venue-art-recipe'
import { bareAreaName, CITY_AREAS, type Area } from './city-areas'
import {
  ADD_ONS,
  BLACKOUT_REASONS,
  CLOSINGS,
  CONCEPTS,
  EXTRA_AMENITIES,
  FEATURE_AMENITIES,
  FEATURE_ODDS,
  REVIEW_CAVEATS,
  REVIEW_OCCASIONS,
  REVIEW_OPENINGS,
  REVIEW_OPENINGS_MIXED,
  REVIEW_PRAISE,
  REVIEWER_FIRST_NAMES,
  SERVICE_TYPES_BY_TYPE,
  SPACE_NAMES,
  SURNAMES,
  TYPE_PHRASES,
  VENUE_VIBE_PREFERENCES,
  type Concept,
} from './venue-vocabulary'
import { mulberry32, type Rng } from '~/server/db/seed/seeded-random'
import { slugify } from '~/domain/venues/slugify'

/** The default catalogue: 18 venues in each of the 9 active cities. */
export const CATALOGUE_SIZE = 162

/** The mix of types inside each city, in order (7 restaurants, 3 hotels, 2 convention centers, 3 unique venues, 3 hidden gems). */
const TYPE_CYCLE: readonly VenueType[] = [
  'restaurant',
  'hotel',
  'restaurant',
  'unique-venue',
  'hidden-gem',
  'restaurant',
  'convention-center',
  'restaurant',
  'hidden-gem',
  'hotel',
  'restaurant',
  'unique-venue',
  'restaurant',
  'hidden-gem',
  'hotel',
  'unique-venue',
  'restaurant',
  'convention-center',
]

/** Venues 10-12 are the ones the brand-activations page features. */
const BRAND_ACTIVATION_SHOWCASE = new Set([9, 10, 11])

export type SeedPhoto = { url: string; alt: string; position: number; width: number; height: number }
export type SeedReview = { authorName: string; rating: number; text: string; daysAgo: number }
export type SeedBlackout = { daysAhead: number; reason: string }

export type SeedVenue = {
  index: number
  slug: string
  name: string
  citySlug: string
  address: string
  lat: number
  lng: number
  type: VenueType
  serviceType: string
  description: string
  minGuests: number
  maxGuests: number
  pricePerPerson: number
  cuisines: string[]
  vibes: string[]
  dietary: string[]
  features: Feature[]
  amenities: string[]
  suggestedAddOns: string[]
  experiences: string[]
  minNoticeHours: number
  rating: number
  reviewCount: number
  photos: SeedPhoto[]
  reviews: SeedReview[]
  blackouts: SeedBlackout[]
}

function rngFor(index: number, salt = 0): Rng {
  return mulberry32(Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b))
}

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]
const between = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1))
function shuffled<T>(r: Rng, xs: readonly T[]): T[] {
  const out = [...xs]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
const roundTo = (n: number, step: number) => Math.round(n / step) * step

/** "W 22nd St" → "22nd", "Valencia St" → "Valencia": a street as it reads inside a venue's name. */
const streetWord = (street: string) =>
  street
    .replace(/^(N|S|E|W|NE|NW|SE|SW) /, '')
    .replace(/ (St|Ave|Blvd|Rd|Dr|Ln|Pl|Trl|Hwy|Market|Ave S|Ave N|Ave NW|St S)$/, '')

type Draft = { concept: Concept; template: string; area: Area; street: string }

function drawName(r: Rng, city: City, type: VenueType): Draft & { name: string } {
  const concepts = CONCEPTS[type].filter((c) => !c.cities || c.cities.includes(city.slug))
  const concept = pick(r, concepts)
  const template = pick(r, concept.names)
  const area = pick(r, CITY_AREAS[city.slug])
  const street = pick(r, area.streets)
  // A numbered street ("5th Ave") makes a poor name; use a named one of the area, else the area.
  const namedStreet = [street, ...area.streets].map(streetWord).find((w) => !/^\d/.test(w)) ?? bareAreaName(area)
  const name = template
    .replace('{w}', () => pick(r, concept.words ?? SURNAMES))
    .replace('{s}', () => pick(r, SURNAMES))
    .replace('{area}', bareAreaName(area))
    .replace('{street}', namedStreet)
    .replace('{city}', city.name)
    .replace('{n}', () => String(between(r, 2, 19)))
  return { concept, template, area, street, name }
}

const CUISINE_WORDS: Record<string, string> = {
  Steakhouse: 'steak',
  'Vegetarian/Vegan': 'plant-based',
  Seafood: 'seafood',
  Barbecue: 'barbecue',
  Fusion: 'modern',
}

const FEATURE_PHRASES: Record<Feature, string | null> = {
  outdoor: 'outdoor seating',
  'private-room': null,
  'av-equipment': 'AV equipment',
  'dance-floor': 'a dance floor',
  bar: 'a full bar',
  parking: 'parking',
  wheelchair: 'step-free access',
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * Venue number `index` (0-based). Inside the default catalogue names are unique; beyond it
 * (benchmark volumes) names repeat and the slug carries the number.
 */
function generateVenue(index: number, takenNames?: Set<string>): SeedVenue {
  const r = rngFor(index)
  const city = ACTIVE_CITIES[index % ACTIVE_CITIES.length]
  const type = TYPE_CYCLE[Math.floor(index / ACTIVE_CITIES.length) % TYPE_CYCLE.length]

  let draft = drawName(r, city, type)
  for (let attempt = 0; takenNames?.has(draft.name) && attempt < 40; attempt++) draft = drawName(r, city, type)
  if (takenNames?.has(draft.name)) draft = { ...draft, name: `${draft.name} ${bareAreaName(draft.area)}` }
  takenNames?.add(draft.name)
  const { concept, area, name } = draft

  const serviceType = pick(r, SERVICE_TYPES_BY_TYPE[type])
  const [minGuests, maxGuests] = capacity(r, type)
  const pricePerPerson = price(r, type)

  const vibes = new Set<string>([pick(r, VENUE_VIBE_PREFERENCES[type])])
  for (let i = between(r, 0, 2); i > 0; i--)
    vibes.add(pick(r, ['elegant', 'casual', 'corporate', 'trendy', 'romantic', 'outdoor']))

  const features = FEATURE_IDS.filter((f) => r() < FEATURE_ODDS[type][f] || (f === 'outdoor' && vibes.has('outdoor')))
  if (features.length === 0) features.push('private-room')

  const dietary = pickDietary(r, concept)
  const cuisines = [...concept.cuisines]

  const amenities = [
    ...features.map((f) => pick(r, FEATURE_AMENITIES[f])),
    ...shuffled(r, EXTRA_AMENITIES[type]).slice(0, between(r, 2, 4)),
  ]
  const suggestedAddOns = shuffled(r, ADD_ONS[type]).slice(0, between(r, 2, 4))
  const experiences = experiencesOf({ index, type, features, vibes, serviceType, maxGuests })
  const minNoticeHours = notice(r, type)

  const description = describe(r, { name, type, concept, area, city, minGuests, maxGuests, features, minNoticeHours })
  const reviews = makeReviews(r, type, minGuests, maxGuests)
  const rating = Math.round((reviews.reduce((s, x) => s + x.rating, 0) / reviews.length) * 10) / 10
  const isCatalogue = index < CATALOGUE_SIZE
  const slug = isCatalogue ? slugify(name) : `${slugify(name)}-${city.slug}-${index + 1}`
  const art = isCatalogue ? { slug, name, type, vibes: [...vibes], cuisines, features, maxGuests } : undefined
  const photos = makePhotos(r, { name, type, features, city, concept }, art)
  const blackouts = makeBlackouts(r, minNoticeHours)

  // This draw once made a street number. The venues are fictional, so their address names only
  // the neighbourhood (never a real business's door); the draw stays so coordinates do not move.
  between(r, 12, 2980)
  return {
    index,
    slug,
    name,
    citySlug: city.slug,
    address: demoAddress(area, city),
    lat: round5(area.lat + (r() - 0.5) * 0.006),
    lng: round5(area.lng + (r() - 0.5) * 0.008),
    type,
    serviceType,
    description,
    minGuests,
    maxGuests,
    pricePerPerson,
    cuisines,
    vibes: [...vibes],
    dietary,
    features,
    amenities,
    suggestedAddOns,
    experiences,
    minNoticeHours,
    rating,
    reviewCount: reviews.length,
    photos,
    reviews,
    blackouts,
  }
}

/** "West Loop, Chicago, IL 60607": where a fictional venue is, without a street or a number. */
export const demoAddress = (area: Area, city: City) =>
  `${bareAreaName(area)}, ${area.locality ?? city.name}, ${city.state} ${area.zip}`

const round5 = (n: number) => Math.round(n * 1e5) / 1e5

function capacity(r: Rng, type: VenueType): [number, number] {
  switch (type) {
    case 'restaurant':
      return [between(r, 8, 12), pick(r, [24, 30, 36, 40, 50, 60, 80])]
    case 'hotel':
      return [between(r, 10, 20), pick(r, [60, 80, 120, 150, 200])]
    case 'convention-center':
      return [between(r, 20, 30), pick(r, [200, 300, 500])]
    case 'unique-venue':
      return [between(r, 12, 20), pick(r, [40, 60, 80, 120])]
    case 'hidden-gem':
      return [8, pick(r, [16, 20, 24, 30, 40])]
  }
}

function price(r: Rng, type: VenueType): number {
  const [min, max] = (
    {
      restaurant: [45, 160],
      hotel: [90, 220],
      'convention-center': [40, 110],
      'unique-venue': [75, 250],
      'hidden-gem': [60, 180],
    } as const
  )[type]
  return roundTo(min + r() * (max - min), 5)
}

function notice(r: Rng, type: VenueType): number {
  const choices: Record<VenueType, number[]> = {
    restaurant: [24, 24, 48, 48, 48, 72, 72, 168],
    hotel: [48, 72, 168, 168, 336],
    'convention-center': [168, 336, 336],
    'unique-venue': [72, 168, 168, 336],
    'hidden-gem': [24, 48, 48, 72],
  }
  return pick(r, choices[type])
}

function pickDietary(r: Rng, concept: Concept): string[] {
  const odds: Record<string, number> = {
    vegetarian: 0.92,
    'gluten-free': 0.75,
    vegan: 0.5,
    'dairy-free': 0.5,
    'nut-free': 0.4,
    halal: 0.15,
    kosher: 0.12,
  }
  if (concept.cuisines.includes('Indian') || concept.cuisines.includes('Middle Eastern')) odds.halal = 0.9
  if (concept.cuisines.includes('Vegetarian/Vegan')) Object.assign(odds, { vegetarian: 1, vegan: 1, 'dairy-free': 0.9 })
  return DIETARY_IDS.filter((d) => r() < odds[d])
}

function experiencesOf(v: {
  index: number
  type: VenueType
  features: Feature[]
  vibes: Set<string>
  serviceType: string
  maxGuests: number
}): string[] {
  const has = (f: Feature) => v.features.includes(f)
  const out = new Set<string>()
  if (
    BRAND_ACTIVATION_SHOWCASE.has(v.index) ||
    v.type === 'unique-venue' ||
    ((v.type === 'hotel' || v.type === 'convention-center') && has('av-equipment')) ||
    (v.type === 'restaurant' && has('bar') && (v.vibes.has('trendy') || v.maxGuests >= 50))
  )
    out.add('brand-activations')
  if (has('private-room') && (v.vibes.has('elegant') || v.vibes.has('corporate') || v.type === 'hotel'))
    out.add('executive-dinners')
  if (has('private-room') || v.serviceType === 'Private Dining' || v.serviceType === 'Buyout') out.add('private-dining')
  if (v.type === 'convention-center' || (v.type === 'hotel' && has('av-equipment'))) out.add('conference-groups')
  return EXPERIENCE_SLUGS.filter((s) => out.has(s))
}

function describe(
  r: Rng,
  v: {
    name: string
    type: VenueType
    concept: Concept
    area: Area
    city: City
    minGuests: number
    maxGuests: number
    features: Feature[]
    minNoticeHours: number
  },
): string {
  const cuisine = v.concept.cuisines[0] ?? ''
  const phrase = pick(r, TYPE_PHRASES[v.type]).replace('{cuisine}', CUISINE_WORDS[cuisine] ?? cuisine)
  const intro = `${v.name} is ${phrase} in ${v.area.name}, ${v.city.name}, known for ${pick(r, v.concept.signatures)}.`
  const extras = v.features.map((f) => FEATURE_PHRASES[f]).filter((p): p is string => p !== null)
  const space = `${pick(r, SPACE_NAMES[v.type])} welcomes ${v.minGuests} to ${v.maxGuests} guests${extras.length ? `, with ${listText(extras)}` : ''}. ${pick(r, CLOSINGS)}`
  const lead =
    v.minNoticeHours <= 48
      ? `Short-notice groups are welcome: book as little as ${v.minNoticeHours} hours ahead.`
      : `Book at least ${v.minNoticeHours / 24} days ahead.`
  return [intro, space, lead].join('\n\n')
}

function makeReviews(r: Rng, type: VenueType, minGuests: number, maxGuests: number): SeedReview[] {
  const quality = 3.9 + r() * 1.05
  const count = between(r, 3, 6)
  const ages = Array.from({ length: count }, () => between(r, 6, 540)).sort((a, b) => a - b)
  return ages.map((daysAgo) => {
    const rating = Math.min(5, Math.max(3, Math.round(quality + (r() - 0.5) * 1.4)))
    const guests = between(r, Math.max(minGuests, 10), Math.min(maxGuests, 60))
    const occasion = pick(r, REVIEW_OCCASIONS)
    const opening = pick(r, rating === 3 ? REVIEW_OPENINGS_MIXED : REVIEW_OPENINGS)
      .replace('a {occasion}', `${/^[aeiou]/.test(occasion) ? 'an' : 'a'} ${occasion}`)
      .replace('{occasion}', occasion)
      .replace('{n}', String(guests))
    const parts = [opening, pick(r, REVIEW_PRAISE[type])]
    if (rating < 5 && (rating === 3 || r() < 0.5)) parts.push(pick(r, REVIEW_CAVEATS))
    const initial = String.fromCharCode(65 + between(r, 0, 25))
    return { authorName: `${pick(r, REVIEWER_FIRST_NAMES)} ${initial}.`, rating, text: parts.join(' '), daysAgo }
  })
}

/**
 * A catalogue venue's first photo is its own picture, drawn from its data (`art`); the rest, and
 * every photo of the benchmark venues beyond the catalogue, come from the shared scene library.
 */
function makePhotos(
  r: Rng,
  v: { name: string; type: VenueType; features: Feature[]; city: City; concept: Concept },
  art?: ArtVenue,
): SeedPhoto[] {
  const outdoor = v.features.includes('outdoor')
  const open: PhotoScene = v.city.slug === 'napa-valley' ? 'vineyard' : r() < 0.5 ? 'rooftop' : 'garden'
  const hero: PhotoScene = {
    restaurant: 'dining-room',
    hotel: 'ballroom',
    'convention-center': 'hall',
    'unique-venue': v.concept.cities?.includes('napa-valley') ? 'vineyard' : outdoor ? open : 'loft',
    'hidden-gem': 'cellar',
  }[v.type] as PhotoScene
  const more: Record<VenueType, PhotoScene[]> = {
    restaurant: ['private-room', 'bar', 'table-setting', 'dish', ...(outdoor ? [open] : [])],
    hotel: ['private-room', 'bar', 'table-setting', 'dish', 'dining-room', ...(outdoor ? [open] : [])],
    'convention-center': ['ballroom', 'bar', 'table-setting', 'loft', 'private-room'],
    'unique-venue': ['table-setting', 'bar', 'dish', 'dining-room', hero === 'loft' ? 'private-room' : 'loft'],
    'hidden-gem': ['bar', 'private-room', 'table-setting', 'dish', 'dining-room'],
  }
  const scenes = [
    hero,
    ...shuffled(
      r,
      more[v.type].filter((s) => s !== hero),
    ).slice(0, between(r, 2, 5)),
  ]
  // Every scene draws its variant, the main one too, so the draws after the photos stay the same.
  const photos = scenes.map((scene, position) => ({
    url: venuePhotoUrl(scene, between(r, 0, PHOTO_VARIANTS - 1)),
    alt: `${v.name}: ${SCENE_CAPTIONS[scene]}`,
    position,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  }))
  if (art) photos[0] = { ...photos[0], url: mainPhotoUrl(art.slug), alt: `${v.name}: ${artCaption(artRecipe(art))}` }
  return photos
}

function makeBlackouts(r: Rng, minNoticeHours: number): SeedBlackout[] {
  const days = new Set<number>()
  if (r() < 0.35) for (let i = between(r, 2, 5); i > 0; i--) days.add(between(r, 3, 120))
  // Some short-notice venues are booked in the next two days: they are not last-minute then.
  if (minNoticeHours <= 48 && r() < 0.2) days.add(between(r, 0, 1))
  return [...days].sort((a, b) => a - b).map((daysAhead) => ({ daysAhead, reason: pick(r, BLACKOUT_REASONS) }))
}

let catalogue: SeedVenue[] | undefined

/** The default catalogue (venues 0 .. CATALOGUE_SIZE-1), names unique. */
export function venueCatalogue(): readonly SeedVenue[] {
  if (!catalogue) {
    const taken = new Set<string>()
    catalogue = Array.from({ length: CATALOGUE_SIZE }, (_, i) => generateVenue(i, taken))
  }
  return catalogue
}

/** Venue number `index`, inside or beyond the default catalogue. */
export function venueAt(index: number): SeedVenue {
  return index < CATALOGUE_SIZE ? venueCatalogue()[index] : generateVenue(index)
}
