import { asc, sql } from 'drizzle-orm'
import type { City } from '~/domain/cities'
import type { CityDto } from '~/domain/venue'
import type { Db } from '../db/client'
import { cities } from '../db/schema'

/** The city catalogue as stored: active cities first, then coming-soon ones, by name. */
export async function listCities({ db }: { db: Db }): Promise<City[]> {
  return db
    .select()
    .from(cities)
    .orderBy(sql`case when ${cities.status} = 'active' then 0 else 1 end`, asc(cities.name))
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
