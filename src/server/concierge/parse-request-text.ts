// POST /api/concierge/parse: free text → preferences. "Tomorrow" means the planner's tomorrow: the
// text is read against the westernmost of our cities' todays, then again against the named city's.
import { earliestSearchDate } from '~/domain/search-dates'
import { matchCity } from '~/domain/cities'
import { parseConciergeRequest, type ParsedConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { todayIn } from '~/domain/time'
import type { Db } from '../db/client'
import { listCities } from '../venues/list-cities'

export async function parseRequestText({
  db,
  text,
  now = new Date(),
}: {
  db: Db
  text: string
  now?: Date
}): Promise<ParsedConciergeRequest> {
  const cities = await listCities({ db })
  const today = earliestSearchDate({ now, timezones: cities.map((c) => c.timezone) })
  const first = parseConciergeRequest(text, { today, cities })
  const location = first.preferences.location
  if (!location) return first
  const match = matchCity(location, cities)
  if (match.kind !== 'active') return first
  const cityToday = todayIn(match.city.timezone, now)
  // Most of the day it is the same date everywhere we are: the same reading again would change nothing.
  return cityToday === today ? first : parseConciergeRequest(text, { today: cityToday, cities })
}
