// The search's scan over columns. An index entry is an object of its own, and 10,000 of them read in
// a row are 10,000 cache misses: the scan cost about 3.5 ms a search at 100,000 venues, most of a
// search's CPU (docs/benchmarks.md, "Prepared statements, and the scan over columns"). The filter's
// cheap checks (group size, price, the option masks, the venue type) read typed arrays instead, one
// per field in the list's own order, and only the entries that pass them are looked at: their date,
// notice and spaces (the filter's `rest`).
import type { Entry } from './search-catalogue'

/** A list of entries as columns, in the list's order; built once per list (the list is the key). */
export type Columns = {
  entries: readonly Entry[]
  minGuests: Int32Array
  maxGuests: Int32Array
  price: Float64Array
  vibes: Int32Array
  dietary: Int32Array
  features: Int32Array
  experiences: Int32Array
  type: Int32Array
}

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
}

/** Venue types as small numbers, shared by every list (there are a handful). */
const typeCodes = new Map<string, number>()
const typeCode = (type: string) => {
  let code = typeCodes.get(type)
  if (code === undefined) typeCodes.set(type, (code = typeCodes.size))
  return code
}

const built = new WeakMap<readonly Entry[], Columns>()

export function columnsOf(entries: readonly Entry[]): Columns {
  let columns = built.get(entries)
  if (columns) return columns
  const n = entries.length
  columns = {
    entries,
    minGuests: new Int32Array(n),
    maxGuests: new Int32Array(n),
    price: new Float64Array(n),
    vibes: new Int32Array(n),
    dietary: new Int32Array(n),
    features: new Int32Array(n),
    experiences: new Int32Array(n),
    type: new Int32Array(n),
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
    if (!visit(entries[i])) return
  }
}
