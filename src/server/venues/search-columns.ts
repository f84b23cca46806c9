// The search's scan over columns. An index entry is an object of its own, and 10,000 of them read in
// a row are 10,000 cache misses: the scan cost about 3.5 ms a search at 100,000 venues, most of a
// search's CPU (docs/benchmarks.md, "Prepared statements, and the scan over columns"). The filter's
// cheap checks (group size, price, the option masks, the venue type) read typed arrays instead, one
// per field in the list's own order, and only the entries that pass them are looked at: their date,
// notice and spaces (the filter's `rest`).
import type { Entry } from './search-catalogue'

/** Codes below a count: one byte each while they fit, two, then four. */
type Codes = Uint8Array | Uint16Array | Int32Array

/**
 * A list of entries as columns, in the list's order; built once per list (the list is the key). Every
 * field is a whole number (the guests, price, notice and capacities are integer columns), so each
 * column is four bytes a venue at most, and the codes one or two: 42 bytes a venue, not the 64 that
 * Float64 columns and a space count made. A list and sort each has its own columns, up to eight lists
 * of the whole catalogue (the catalogue, and its cities, in four orders): 51 MB at 100,000 venues
 * before, 34 after (docs/benchmarks.md, "Memory, eighth round").
 */
export type Columns = {
  entries: readonly Entry[]
  minGuests: Int32Array
  maxGuests: Int32Array
  price: Int32Array
  vibes: Int32Array
  dietary: Int32Array
  features: Int32Array
  experiences: Int32Array
  type: Codes
  /** For a date's checks (DateCheck): the venue's id, notice, city code and spaces. */
  id: Int32Array
  notice: Int32Array
  city: Codes
  /**
   * The largest of the venue's spaces' capacities; without spaces, the largest Int32 (any group
   * passes: the date's check asks a space to seat the group only of a venue with spaces).
   */
  maxSpace: Int32Array
}

/** Without spaces: the date's check lets any group through (maxSpace). */
const NO_SPACE_LIMIT = 0x7fffffff

/** A column for codes below `count`. */
const codes = (n: number, count: number): Codes =>
  count <= 0x100 ? new Uint8Array(n) : count <= 0x10000 ? new Uint16Array(n) : new Int32Array(n)

/** What the cheap checks compare with: the twin of the first lines of venueFilter's `test`. */
export type CheapFilter = {
  guests: number | undefined
  low: number
  high: number
  vibes: number
  dietary: number
  features: number
  experiences: number
  type: string | undefined
  /** A date asked: its notice, blackouts, holds and spaces, as venueFilter's `onDate` (undefined: none). */
  date?: DateCheck
}

/**
 * A date's check over the columns: the twin of venueFilter's `onDate`. Most venues have nothing on a
 * given day (no blackout of theirs or of a space, no hold), and for them the check is their notice
 * and whether a space seats the group; the few others, marked in `touched`, get the exact check.
 */
export type DateCheck = {
  /** Hours until the date's time, by city code (cityCode); NaN or missing: no venue of that city. */
  hoursByCity: Float64Array
  /** A bit per venue id: the venue or one of its spaces is blacked out or held that day. */
  touched: Uint32Array
  guests: number | undefined
  /** The exact check, for a touched venue (its notice already passed). */
  exact: (e: Entry) => boolean
}

/**
 * A bit per venue id, set for `venues` and for the venues of `spaces` (a space of no listed venue:
 * none), as long as the largest id set needs: a reader treats a word past the end as unset. With
 * nothing set it is empty (sized from -1, `>>> 5` made it 512 MB: zero pages the system never
 * touched, but V8 counted them against the heap's external memory, and a date kept it for the
 * index's life).
 */
export function venueBits(
  venues: Iterable<number>,
  spaces: Iterable<number>,
  owners: Map<number, number>,
): Uint32Array {
  const ids: number[] = [...venues]
  for (const s of spaces) {
    const v = owners.get(s)
    if (v !== undefined) ids.push(v)
  }
  let most = -1
  for (const v of ids) if (v > most) most = v
  const bits = new Uint32Array(most < 0 ? 0 : (most >>> 5) + 1)
  for (const v of ids) bits[v >>> 5] |= 1 << (v & 31)
  return bits
}

/** Venue types as small numbers, shared by every list (there are a handful). */
const typeCodes = new Map<string, number>()
const typeCode = (type: string) => {
  let code = typeCodes.get(type)
  if (code === undefined) typeCodes.set(type, (code = typeCodes.size))
  return code
}

/** Cities as small numbers, shared by every list. */
const cityCodes = new Map<string, number>()
export const cityCode = (slug: string) => {
  let code = cityCodes.get(slug)
  if (code === undefined) cityCodes.set(slug, (code = cityCodes.size))
  return code
}

const built = new WeakMap<readonly Entry[], Columns>()

export function columnsOf(entries: readonly Entry[]): Columns {
  let columns = built.get(entries)
  if (columns) return columns
  const n = entries.length
  // Every entry's codes first: a column's width is set by the codes it will hold.
  for (const e of entries) {
    typeCode(e.type)
    cityCode(e.citySlug)
  }
  columns = {
    entries,
    minGuests: new Int32Array(n),
    maxGuests: new Int32Array(n),
    price: new Int32Array(n),
    vibes: new Int32Array(n),
    dietary: new Int32Array(n),
    features: new Int32Array(n),
    experiences: new Int32Array(n),
    type: codes(n, typeCodes.size),
    id: new Int32Array(n),
    notice: new Int32Array(n),
    city: codes(n, cityCodes.size),
    maxSpace: new Int32Array(n),
  }
  for (let i = 0; i < n; i++) {
    const e = entries[i]
    columns.minGuests[i] = e.minGuests
    columns.maxGuests[i] = e.maxGuests
    columns.price[i] = e.price
    columns.vibes[i] = e.vibes
    columns.dietary[i] = e.dietary
    columns.features[i] = e.features
    columns.experiences[i] = e.experiences
    columns.type[i] = typeCode(e.type)
    columns.id[i] = e.id
    columns.notice[i] = e.notice
    columns.city[i] = cityCode(e.citySlug)
    let most = e.spaces.length === 0 ? NO_SPACE_LIMIT : -0x80000000
    for (const s of e.spaces) if (s.capacity > most) most = s.capacity
    columns.maxSpace[i] = most
  }
  built.set(entries, columns)
  return columns
}

/**
 * Calls `visit` with each entry of `columns` that passes `cheap`, in order, until it returns false.
 * The checks are venueFilter's, on the columns: a change to one is a change to both
 * (tests/api/search/search-equivalence.test.ts holds the scan to the SQL filter).
 */
export function scanColumns(columns: Columns, cheap: CheapFilter, visit: (e: Entry) => boolean): void {
  const { minGuests, maxGuests, price, vibes, dietary, features, experiences, type, entries } = columns
  const { id, notice, city, maxSpace } = columns
  const date = cheap.date
  const hours = date?.hoursByCity
  const touched = date?.touched
  const exact = date?.exact
  const anyFit = date?.guests === undefined
  const fit = date?.guests ?? 0
  const anyGroup = cheap.guests === undefined
  const guests = cheap.guests ?? 0
  const { low, high } = cheap
  const v = cheap.vibes
  const d = cheap.dietary
  const f = cheap.features
  const x = cheap.experiences
  // -1: any type; -2, a type no venue has: none.
  const t = cheap.type === undefined ? -1 : (typeCodes.get(cheap.type) ?? -2)
  for (let i = 0; i < entries.length; i++) {
    if (!anyGroup && (minGuests[i] > guests || maxGuests[i] < guests)) continue
    const p = price[i]
    if (!(p >= low && p <= high)) continue
    if ((vibes[i] & v) !== v || (dietary[i] & d) !== d || (features[i] & f) !== f || (experiences[i] & x) !== x)
      continue
    if (t !== -1 && type[i] !== t) continue
    if (hours !== undefined) {
      // notice <= NaN or undefined (a city not asked) is false, as the Map lookup's undefined was.
      if (!(notice[i] <= hours[city[i]]!)) continue
      const v = id[i]
      const w = v >>> 5
      if (w < touched!.length && (touched![w] >>> (v & 31)) & 1) {
        if (!exact!(entries[i])) continue
      } else if (!anyFit && !(maxSpace[i] >= fit)) continue
    }
    if (!visit(entries[i])) return
  }
}
