// The search index's catalogue part (search-index.ts): every active venue's filter and order columns
// and its spaces, grouped by city and kept in each search order; built once per listing generation.
import { sql } from 'drizzle-orm'
import { MAX_GUESTS } from '~/domain/guests'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, VIBE_IDS } from '~/domain/options'
import type { SearchSort } from '~/domain/search/search-constants'
import type { Db } from '../db/client'
import { cities as citiesTable, venuePhotos, venueSpaces, venues } from '../db/schema'
import { UPLOADS_URL_PREFIX } from '../lib/photo-uploads'
import { PLACEHOLDER_IMAGE_URL } from './cover-photo'

/** One of a venue's spaces: the larger of its seated and standing capacities, and its kind. */
export type IndexedSpace = { id: number; capacity: number; semiPrivate: boolean }

/** One listed venue as the filter sees it; set-valued columns as bit masks over the option lists. */
export type Entry = {
  id: number
  citySlug: string
  minGuests: number
  maxGuests: number
  price: number
  notice: number
  rating: number
  reviewCount: number
  type: string
  /** service_type is 'Semi-Private' (Callie's private-room rule for venues without spaces). */
  semiPrivateService: boolean
  vibes: number
  dietary: number
  features: number
  experiences: number
  /** Codes of the venue's cuisines (CatalogueIndex.cuisineCode), free text in the database. */
  cuisines: readonly number[]
  /**
   * Small numbers naming what a score term reads (CataloguePart.rankKeys counts them): the price;
   * the cuisine list and dietary mask; the vibe and feature masks; the type, feature and experience
   * masks. Two venues with the same number have the same term for any request, so Callie's pre-rank
   * (concierge-candidates.ts) works a term out once per number, kept in an array, not a map.
   */
  priceKey: number
  tasteKey: number
  styleKey: number
  occasionKey: number
  spaces: readonly IndexedSpace[]
  /** What the venue's card shows beyond the columns above (search-cards.ts). */
  card: IndexedCard
}

/**
 * A venue card's own fields (VenueSummary less what Entry holds and the last-minute flag), kept so a
 * search or a recommendation reads no row for its page. Lists and the city's strings are shared by
 * every venue that has the same ones; only the venue's own text is its own.
 */
export type IndexedCard = {
  slug: string
  name: string
  /** 'City, ST' */
  location: string
  timezone: string
  imageUrl: string
  serviceType: string
  cuisineTypes: readonly string[]
  vibes: readonly string[]
  dietary: readonly string[]
  features: readonly string[]
  lat: number
  lng: number
  /** The description's UTF-8 bytes in CataloguePart.texts (descriptionOf). */
  descriptionAt: number
  descriptionBytes: number
  suggestedAddOns: readonly string[]
}

/** The part of the index read from venues and spaces, rebuilt when the listing generation moves on. */
export type CataloguePart = {
  /** Per city, its active venues in each search order. */
  byCity: Map<string, Record<SearchSort, Entry[]>>
  /** Every active venue in each search order: a search without a city filters this, not a merge per search. */
  all: Record<SearchSort, Entry[]>
  /** Each cuisine named by some active venue, as a small number. */
  cuisineCode: Map<string, number>
  /** Active venues with at least one space (only they can have packages), and all active venues. */
  spaced: Set<number>
  listed: Set<number>
  /** Every active venue's entry by id (the cards of Callie's recommendations). */
  byId: Map<number, Entry>
  /** The cards' descriptions, UTF-8, one after another (IndexedCard.descriptionAt). */
  texts: Buffer
  /** How many distinct values each of Entry's rank keys takes (each key is below its count). */
  rankKeys: RankKeyCounts
}

export type RankKeyCounts = { price: number; taste: number; style: number; occasion: number }

/**
 * A card's description. Kept as UTF-8 in one buffer rather than as strings: at 100,000 venues the
 * descriptions (about 370 characters, most with a curly quote, which makes V8 keep a string at two
 * bytes a character) were 70 MB of strings against 37 MB here; a page decodes its 20.
 */
export const descriptionOf = (index: CataloguePart, card: IndexedCard): string =>
  index.texts.toString('utf8', card.descriptionAt, card.descriptionAt + card.descriptionBytes)

/** Texts appended as UTF-8 to one growing buffer, then copied to one of their exact size. */
function textArena() {
  let buf = Buffer.alloc(1 << 20)
  let used = 0
  return {
    add(text: string): { at: number; bytes: number } {
      const most = Buffer.byteLength(text, 'utf8')
      if (used + most > buf.length) {
        const grown = Buffer.alloc(Math.max(buf.length * 2, used + most))
        buf.copy(grown, 0, 0, used)
        buf = grown
      }
      const at = used
      used += buf.write(text, used, 'utf8')
      return { at, bytes: used - at }
    },
    done: (): Buffer => Buffer.from(buf.subarray(0, used)),
  }
}

const bits = (options: readonly string[]) => {
  if (options.length > 31) throw new Error('A filter list outgrew a 31-bit mask')
  const bit = new Map(options.map((o, i) => [o, 1 << i]))
  return (values: readonly string[] | undefined) => (values ?? []).reduce((m, v) => m | (bit.get(v) ?? 0), 0)
}
export const vibeBits = bits(VIBE_IDS)
export const dietaryBits = bits(DIETARY_IDS)
export const featureBits = bits(FEATURE_IDS)
export const experienceBits = bits(EXPERIENCE_SLUGS)

/**
 * A mask back to its options, in the list's order (one array per distinct mask). Values outside the
 * option list have no bit: readers may only ask about listed values.
 */
const unbits = (options: readonly string[]) => {
  const lists = new Map<number, readonly string[]>()
  return (mask: number) => {
    let list = lists.get(mask)
    if (!list) lists.set(mask, (list = options.filter((_, i) => (mask & (1 << i)) !== 0)))
    return list
  }
}
export const vibesOf = unbits(VIBE_IDS)
export const dietaryOf = unbits(DIETARY_IDS)
export const featuresOf = unbits(FEATURE_IDS)
export const experiencesOf = unbits(EXPERIENCE_SLUGS)

const cuisineNameLists = new WeakMap<CataloguePart, string[]>()
/** The index's cuisine names by code (CatalogueIndex.cuisineCode reversed). */
export function cuisineNames(index: CataloguePart): readonly string[] {
  let names = cuisineNameLists.get(index)
  if (!names) {
    names = []
    for (const [name, code] of index.cuisineCode) names[code] = name
    cuisineNameLists.set(index, names)
  }
  return names
}

// Each order as searchOrders (venue-sql.ts) writes it; rating is never null (not null column).
const byRecommended = (a: Entry, b: Entry) => b.rating - a.rating || a.id - b.id
const ORDERS: Record<SearchSort, (a: Entry, b: Entry) => number> = {
  recommended: byRecommended,
  price: (a, b) => a.price - b.price || byRecommended(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.id - b.id,
  capacity: (a, b) => Math.min(b.maxGuests, MAX_GUESTS) - Math.min(a.maxGuests, MAX_GUESTS) || byRecommended(a, b),
}

const NO_SPACES: readonly IndexedSpace[] = []

/** Appends `value` to the list of `key`. */
export const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Venues read for the index this many at a time, in id order. Read in one query, 100,000 venues'
 * rows were parsed in the database thread, copied to the main thread and held there whole while the
 * index was built: the first search after a start or a write took the process from 300 to 700 MB,
 * which V8 gave back only minutes later (docs/benchmarks.md, "Memory under the page mix"). A batch's
 * rows are garbage once its entries are made. 1,000, not 5,000: a batch's JSON text is built, copied
 * and sent inside PGlite's WebAssembly memory, which never shrinks; 5,000 a batch left it at 64 MB
 * resident for the server's life, 1,000 at 37 (29 before the first read), for 100 reads instead of 20
 * (docs/benchmarks.md, "Memory, eighth round"). (Tests read smaller batches, to cross their boundaries.)
 */
export const indexReading = { batch: 1_000 }

// A venue's row in its batch (venueBatch), by position: every card and filter column in one JSON array.
type VenueRow = [
  id: number,
  citySlug: string,
  minGuests: number,
  maxGuests: number,
  price: number,
  notice: number,
  rating: number,
  reviewCount: number,
  type: string,
  serviceType: string,
  vibes: string[],
  dietary: string[],
  features: string[],
  experiences: string[],
  cuisines: string[],
  slug: string,
  name: string,
  imageUrl: string,
  lat: number,
  lng: number,
  description: string,
  suggestedAddOns: string[],
  location: string,
  timezone: string,
]

/**
 * A batch of active venues after `afterId`, in id order, as one JSON text. Read as ~25 columns a row,
 * the rows cost more to take apart than to find: PGlite copies every field into an ArrayBuffer of its
 * own and parses each list, and drizzle maps each value, 2.5 million fields at 100,000 venues; one
 * JSON text a batch is decoded and parsed natively. The cover photo is the one coverPhotoUrlSql
 * (cover-photo.ts) picks, read for the batch's venues in one DISTINCT ON instead of a sub-select per
 * venue.
 */
async function venueBatch(db: Db, afterId: number): Promise<VenueRow[]> {
  const result = await db.execute(sql`
    with batch as (
      select * from ${venues}
      where ${venues.status} = 'active' and ${venues.id} > ${afterId}
      order by ${venues.id} limit ${indexReading.batch}
    ), covers as (
      select distinct on (p.venue_id) p.venue_id, p.url from ${venuePhotos} p
      where p.venue_id > ${afterId} and p.venue_id <= (select max(id) from batch)
      order by p.venue_id, (p.url like ${`${UPLOADS_URL_PREFIX}/%`}) desc, p.position, p.id
    )
    select coalesce(json_agg(json_build_array(
      v.id, v.city_slug, v.min_guests, v.max_guests, v.price_per_person, v.min_notice_hours, v.rating,
      v.review_count, v.type, v.service_type, v.vibes, v.dietary, v.features, v.experiences, v.cuisines,
      v.slug, v.name, coalesce(covers.url, ${PLACEHOLDER_IMAGE_URL}), v.lat, v.lng, v.description,
      v.suggested_add_ons, c.name || ', ' || c.state, c.timezone
    ) order by v.id)::text, '[]') as rows
    from batch v
    -- Every venue has its city (a foreign key): the join drops none.
    join ${citiesTable} c on c.slug = v.city_slug
    left join covers on covers.venue_id = v.id`)
  const [{ rows }] = (result as unknown as { rows: { rows: string }[] }).rows
  return JSON.parse(rows) as VenueRow[]
}

/** Every active venue's filter and order columns and its spaces: venues read in batches, spaces in one read. */
export async function buildCataloguePart(db: Db): Promise<CataloguePart> {
  const spaces = await db
    .select({
      id: venueSpaces.id,
      venueId: venueSpaces.venueId,
      kind: venueSpaces.kind,
      capacity: sql<number>`greatest(${venueSpaces.seatedCapacity}, ${venueSpaces.standingCapacity})`,
    })
    .from(venueSpaces)
  const spacesOf = new Map<number, IndexedSpace[]>()
  for (const s of spaces)
    push(spacesOf, s.venueId, { id: s.id, capacity: Number(s.capacity), semiPrivate: s.kind === 'semi_private' })
  const cuisineCode = new Map<string, number>()
  const codeOf = (c: string) => {
    let code = cuisineCode.get(c)
    if (code === undefined) cuisineCode.set(c, (code = cuisineCode.size))
    return code
  }
  // One copy of each city slug, type and cuisine list, and no empty list per venue: at 100,000
  // venues each row's own strings and arrays were most of the index's memory.
  const interned = new Map<string, string>()
  const intern = (v: string) => interned.get(v) ?? (interned.set(v, v), v)
  // A card's list is shared by every venue with the same one, frozen (callers only read cards); its
  // mask or its cuisine codes are made once per distinct list, not once per venue. A table per kind
  // of list, as a mask is its kind's.
  type List = { list: readonly string[]; mask: number }
  const listTable = (mask: (values: readonly string[]) => number) => {
    const lists = new Map<string, List>()
    return (list: string[]): List => {
      const key = JSON.stringify(list)
      let kept = lists.get(key)
      if (!kept) lists.set(key, (kept = { list: Object.freeze(list), mask: mask(list) }))
      return kept
    }
  }
  const vibeList = listTable(vibeBits)
  const dietaryList = listTable(dietaryBits)
  const featureList = listTable(featureBits)
  const experienceList = listTable(experienceBits)
  const addOnList = listTable(() => 0)
  const cuisineLists = new Map<string, { list: readonly string[]; codes: readonly number[] }>()
  const cuisineList = (list: string[]) => {
    const key = JSON.stringify(list)
    let kept = cuisineLists.get(key)
    if (!kept) cuisineLists.set(key, (kept = { list: Object.freeze(list), codes: list.map(codeOf) }))
    return kept
  }
  // Each rank key numbers the distinct values it stands for, in the order they are met.
  const keyTable = <K>() => {
    const keys = new Map<K, number>()
    const keyOf = (value: K) => {
      let key = keys.get(value)
      if (key === undefined) keys.set(value, (key = keys.size))
      return key
    }
    return Object.assign(keyOf, { count: () => keys.size })
  }
  const priceKeys = keyTable<number>()
  const tasteKeys = keyTable<string>()
  const styleKeys = keyTable<string>()
  const occasionKeys = keyTable<string>()
  const texts = textArena()
  const cities = new Map<string, Entry[]>()
  const listed = new Set<number>()
  const byId = new Map<number, Entry>()
  for (let afterId = 0; ;) {
    const rows = await venueBatch(db, afterId)
    for (const r of rows) {
      const [id, citySlug, minGuests, maxGuests, price, notice, rating, reviewCount, type, serviceType] = r
      const vibes = vibeList(r[10])
      const dietary = dietaryList(r[11])
      const features = featureList(r[12])
      const cuisines = cuisineList(r[14])
      const experiences = experienceList(r[13])
      const description = texts.add(r[20])
      listed.add(id)
      const entry: Entry = {
        id,
        citySlug: intern(citySlug),
        minGuests,
        maxGuests,
        price,
        notice,
        rating,
        reviewCount,
        type: intern(type),
        semiPrivateService: serviceType === 'Semi-Private',
        vibes: vibes.mask,
        dietary: dietary.mask,
        features: features.mask,
        experiences: experiences.mask,
        cuisines: cuisines.codes,
        priceKey: priceKeys(price),
        // The cuisine codes name the list: two lists with the same codes are the same list.
        tasteKey: tasteKeys(`${cuisines.codes.join(',')}|${dietary.mask}`),
        styleKey: styleKeys(`${vibes.mask}|${features.mask}`),
        occasionKey: occasionKeys(`${type}|${features.mask}|${experiences.mask}`),
        spaces: spacesOf.get(id) ?? NO_SPACES,
        card: {
          slug: r[15],
          name: r[16],
          location: intern(r[22]),
          timezone: intern(r[23]),
          imageUrl: intern(r[17]),
          serviceType: intern(serviceType),
          cuisineTypes: cuisines.list,
          vibes: vibes.list,
          dietary: dietary.list,
          features: features.list,
          lat: r[18],
          lng: r[19],
          descriptionAt: description.at,
          descriptionBytes: description.bytes,
          suggestedAddOns: addOnList(r[21]).list,
        },
      }
      push(cities, entry.citySlug, entry)
      byId.set(id, entry)
    }
    if (rows.length < indexReading.batch) break
    afterId = rows[rows.length - 1][0]
  }
  const inOrders = (list: Entry[]) =>
    Object.fromEntries(Object.entries(ORDERS).map(([sort, order]) => [sort, [...list].sort(order)])) as Record<
      SearchSort,
      Entry[]
    >
  const byCity = new Map<string, Record<SearchSort, Entry[]>>()
  for (const [slug, list] of cities) byCity.set(slug, inOrders(list))
  return {
    byCity,
    all: inOrders([...cities.values()].flat()),
    cuisineCode,
    spaced: new Set([...listed].filter((id) => spacesOf.has(id))),
    listed,
    byId,
    texts: texts.done(),
    rankKeys: {
      price: priceKeys.count(),
      taste: tasteKeys.count(),
      style: styleKeys.count(),
      occasion: occasionKeys.count(),
    },
  }
}
