// The fixed listings: featured, a city's venues, venues suited to an experience.
import { and, arrayContains } from 'drizzle-orm'
import { comingSoonCityMessage, matchCity, unsupportedCityMessage } from '~/domain/cities'
import type { ExperienceSlug } from '~/domain/options'
import type { VenuePage, VenueSummary } from '~/domain/venues/venue'
import type { Db } from '../db/client'
import { venues } from '../db/schema'
import { listCities } from './list-cities'
import { listedCondition, selectVenuePage, selectVenueSummaries } from './venue-sql'

export const FEATURED_COUNT = 12
/** The city endpoint answers one page; the search pages further. */
export const CITY_VENUES_CAP = 50

export async function listFeaturedVenues({ db, now = new Date() }: { db: Db; now?: Date }): Promise<VenueSummary[]> {
  const where = listedCondition(await listCities({ db }))
  return selectVenueSummaries({ db, where, now, limit: FEATURED_COUNT })
}

/** An array for an active city, else `{ message }` saying the city is coming soon or not served. */
export async function listCityVenues({
  db,
  cityName,
  now = new Date(),
}: {
  db: Db
  cityName: string
  now?: Date
}): Promise<VenueSummary[] | { message: string }> {
  const match = matchCity(cityName, await listCities({ db }))
  if (match.kind === 'unsupported') return { message: unsupportedCityMessage(match.typed) }
  if (match.kind === 'coming_soon') return { message: comingSoonCityMessage(match.city.name) }
  return selectVenueSummaries({
    db,
    where: listedCondition([match.city]),
    now,
    limit: CITY_VENUES_CAP,
  })
}

export async function listVenuesByExperience({
  db,
  experience,
  limit,
  offset,
  now = new Date(),
}: {
  db: Db
  experience: ExperienceSlug
  limit: number
  offset: number
  now?: Date
}): Promise<VenuePage> {
  return selectVenuePage({
    db,
    where: and(listedCondition(await listCities({ db })), arrayContains(venues.experiences, [experience])),
    now,
    limit,
    offset,
  })
}
