// The reference for Callie's search tool: its filter as SQL, as the tool ran it before the
// catalogue index (src/server/concierge/tools/search-filter.ts). Only
// tests/api/search/search-equivalence.test.ts uses it, to prove the index gives the same venues.
import { and, arrayContains, arrayOverlaps, gte, lte, not, sql, type SQL } from 'drizzle-orm'
import { CONSTRAINT_IDS, type ConstraintId } from '~/domain/concierge/callie-tools-api'
import { slotOf } from '~/domain/venues/spaces'
import type { SearchAsk } from '~/server/concierge/tools/search-filter'
import { venues } from '~/server/db/schema'
import { spacesOpenCondition } from '~/server/venues/space-availability'
import { availableOnCondition, listedCondition } from '~/server/venues/venue-sql'

type Constraint = ConstraintId

/**
 * A private room for the group: a private room or buyout space that holds it (free on the date,
 * when one is asked); a venue listing no spaces qualifies by its own word, unless its service is
 * semi-private.
 */
function privateRoomCondition(groupSize: number, date: string | undefined, time: string): SQL {
  const free = date
    ? sql`and not exists (select 1 from space_blackouts b where b.space_id = s.id and b.date = ${date}::date)
        and not exists (select 1 from space_holds h where h.space_id = s.id and h.date = ${date}::date
          and h.slot = ${slotOf(time)} and (h.status = 'booked' or (h.status = 'held' and h.expires_at > now())))`
    : sql``
  return sql`(case when exists (select 1 from venue_spaces s0 where s0.venue_id = "venues"."id")
    then exists (select 1 from venue_spaces s where s.venue_id = "venues"."id" and s.kind <> 'semi_private'
      and greatest(s.seated_capacity, s.standing_capacity) >= ${groupSize} ${free})
    else (${venues.features} @> ARRAY['private-room']::text[] and ${venues.serviceType} <> 'Semi-Private') end)`
}

/** Each hard constraint of the ask as SQL (undefined: not asked). */
function constraintConditions(ask: SearchAsk): Record<Constraint, SQL | undefined> {
  const clock = { now: ask.now, cities: [ask.city] }
  const features = (ask.mustHaves ?? []).filter((f) => f !== 'private-room')
  const wantsPrivate = ask.mustHaves?.includes('private-room') ?? false
  return {
    capacity: and(lte(venues.minGuests, ask.groupSize), gte(venues.maxGuests, ask.groupSize)),
    date: ask.date
      ? and(
          availableOnCondition({ date: ask.date, time: ask.time, chosenTime: ask.time, clock }),
          spacesOpenCondition({ date: ask.date, time: ask.time, guests: ask.groupSize }),
        )
      : undefined,
    cuisines: ask.cuisines?.length ? arrayOverlaps(venues.cuisines, [...ask.cuisines]) : undefined,
    dietary: ask.dietary?.length ? arrayContains(venues.dietary, [...ask.dietary]) : undefined,
    mustHaves:
      features.length || wantsPrivate
        ? and(
            features.length ? arrayContains(venues.features, features) : undefined,
            wantsPrivate ? privateRoomCondition(ask.groupSize, ask.date, ask.time) : undefined,
          )
        : undefined,
    exclusions:
      ask.excludeCuisines?.length || ask.excludeFeatures?.length
        ? and(
            ask.excludeCuisines?.length ? not(arrayOverlaps(venues.cuisines, [...ask.excludeCuisines])) : undefined,
            ask.excludeFeatures?.length ? not(arrayOverlaps(venues.features, [...ask.excludeFeatures])) : undefined,
          )
        : undefined,
  }
}

/** The whole filter, optionally without some constraints (to see which one empties the search). */
export function searchCondition(ask: SearchAsk, without: readonly Constraint[] = []): SQL | undefined {
  const parts = constraintConditions(ask)
  return and(listedCondition([ask.city]), ...CONSTRAINT_IDS.filter((c) => !without.includes(c)).map((c) => parts[c]))
}
