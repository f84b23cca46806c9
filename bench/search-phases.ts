// Where a search's CPU goes on a miss, in process: each step of searchVenues timed on its own
// (this process's CPU; PGlite runs in it), over different searches of the cache-busting mix.
//   npx tsx bench/search-phases.ts [--size 100000] [--count 200] [--database-url postgres://…/bountiful_bench_100000]
// Then what the next search waits for after a write: the index's availability reloaded (a hold or a
// blackout) and the whole index built (a venue write), three times each.
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { normaliseCriteria, searchQuerySchema, type SearchCriteria } from '~/domain/search/search-criteria'
import { matchCity } from '~/domain/cities'
import { openDatabase } from '~/server/db/client'
import { listCities } from '~/server/venues/list-cities'
import { availabilityChanged, catalogueChanged } from '~/server/lib/catalogue-generation'
import { catalogueIndex, findVenueIds, indexBuilds, venueFilter } from '~/server/venues/search-index'
import { venueSummariesByIds } from '~/server/venues/venue-sql'
import { plannerPackagesByVenue } from '~/server/venues/planner-packages'
import { searchVenues } from '~/server/venues/search-venues'
import { distinctSearches } from './query-mix'

const { values: opts } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    count: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
  },
})
const COUNT = Number(opts.count)
// PostgreSQL's CPU is its backend's, not this process's: the figures below are the Node side only.
const database = await openDatabase(
  opts['database-url']
    ? { kind: 'postgres', url: opts['database-url'] }
    : { kind: 'pglite', dataDir: path.resolve(import.meta.dirname, '.cache', `venues-${opts.size}`), thread: 'main' },
)
const db = database.db
const searches: SearchCriteria[] = distinctSearches(COUNT + 40).map((u) =>
  normaliseCriteria(searchQuerySchema.parse(Object.fromEntries(new URL(u, 'http://x').searchParams))),
)
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const spent = new Map<string, number>()
async function timed<T>(name: string, f: () => Promise<T>): Promise<T> {
  const t0 = cpu()
  try {
    return await f()
  } finally {
    spent.set(name, (spent.get(name) ?? 0) + cpu() - t0)
  }
}
for (const c of searches.slice(0, 40)) await searchVenues({ db, criteria: c }).catch(() => {})
for (const criteria of searches.slice(40)) {
  const t0 = cpu()
  const now = new Date()
  // The whole search first: the steps below then find its page's rows in the row cache.
  await timed('whole searchVenues', () => searchVenues({ db, criteria, now }).catch(() => {}))
  const cities = await timed('listCities', () => listCities({ db }))
  const match = criteria.location ? matchCity(criteria.location, cities) : undefined
  if (match && match.kind !== 'active') continue
  const among = match ? [match.city] : cities
  const filter = await timed('venueFilter (date reads)', () =>
    venueFilter({ db, criteria, among, now, days: new Map() }),
  )
  const { ids } = await timed('findVenueIds (scan)', () =>
    findVenueIds({ db, filter, offset: criteria.offset ?? 0, limit: criteria.limit ?? 20, countUpTo: 1000 }),
  )
  await timed('venueSummariesByIds', () => venueSummariesByIds({ db, ids, now }))
  await timed('plannerPackagesByVenue', () => plannerPackagesByVenue(db, [...ids]))
  spent.set('(the whole, then the steps)', (spent.get('(the whole, then the steps)') ?? 0) + cpu() - t0)
}
console.log(
  `${opts['database-url'] ? 'PostgreSQL' : 'PGlite'}, ${opts.size} venues, ${COUNT} searches, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
for (const [name, ms] of spent) console.log(`  ${name.padEnd(36)} ${(ms / COUNT).toFixed(2)} ms CPU per search`)
const afterWrite = [
  ['a hold or a blackout', availabilityChanged],
  ['a venue write', catalogueChanged],
] as const
for (const [write, changed] of afterWrite) {
  const runs: string[] = []
  for (let i = 0; i < 3; i++) {
    await changed(db)
    const before = { ...indexBuilds }
    const [t0, w0] = [cpu(), performance.now()]
    await catalogueIndex(db)
    const parts = indexBuilds.catalogue > before.catalogue ? 'catalogue + availability' : 'availability'
    runs.push(`${(cpu() - t0).toFixed(0)} ms CPU / ${(performance.now() - w0).toFixed(0)} ms (${parts})`)
  }
  console.log(`  index after ${write}: ${runs.join(', ')}`)
}
await database.close()
