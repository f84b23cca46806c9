import { asc, sql } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import type { CityDto } from '~/domain/venues/venue'
import type { Db } from '../db/client'
import { cities } from '../db/schema'

/** The catalogue changes only when the seed runs at boot; a minute of caching saves a query per search. */
const CACHE_MS = 60_000
const cache = new WeakMap<Db, { at: number; cities: Promise<City[]> }>()

/** The city catalogue as stored: active cities first, then coming-soon ones, by name. */
export async function listCities({ db }: { db: Db }): Promise<City[]> {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.cities
  // A Drizzle query runs each time it is awaited: what is kept is its one answer, not the query.
  const loaded = db
    .select()
    .from(cities)
    .orderBy(sql`case when ${cities.status} = 'active' then 0 else 1 end`, asc(cities.name))
    .then((rows): City[] => rows)
  cache.set(db, { at: Date.now(), cities: loaded })
  loaded.catch(() => cache.delete(db))
  return loaded
}

export function toCityDto(c: City): CityDto {
  return {
    slug: c.slug,
    name: c.name,
    state: c.state,
    timezone: c.timezone,
    lat: c.lat,
    lng: c.lng,
    isAvailable: c.status === 'active',
    comingSoon: c.status === 'coming_soon',
  }
}
