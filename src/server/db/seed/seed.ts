// Deterministic, idempotent seed: the city catalogue and the venue catalogue.
import { CITIES } from '~/domain/cities'
import type { Db } from '../client'
import { cities, venues } from '../schema'

export type SeedOptions = {
  /** Generate this many venues instead of the default catalogue (benchmarks). */
  venues?: number
}

export async function seedDatabase(db: Db, _opts: SeedOptions = {}): Promise<{ cities: number; venues: number }> {
  for (const c of CITIES) {
    await db
      .insert(cities)
      .values(c)
      .onConflictDoUpdate({
        target: cities.slug,
        set: { name: c.name, state: c.state, timezone: c.timezone, lat: c.lat, lng: c.lng, status: c.status },
      })
  }
  return { cities: CITIES.length, venues: await db.$count(venues) }
}
