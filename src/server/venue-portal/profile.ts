// A venue's own profile and policies, and the list of venues the caller manages.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { cityLabel } from '~/domain/cities'
import { AWAITING_RESPONSE_STATUSES } from '~/domain/requests/response-time'
import type { MyVenue, VenueProfile, VenueProfileUpdate } from '~/domain/venue-portal/venue-portal-api'
import type { Db } from '../db/client'
import { cities, requests, venueMembers, venues } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { canManage, findManagedVenue, isStaff } from './membership'

/** The caller's venues; staff, who manage none of their own, get every venue that has a manager. */
export async function listMyVenues({ db, user }: { db: Db; user: AuthUser }): Promise<MyVenue[]> {
  const unanswered = db
    .select({ venueId: requests.venueId, n: count().as('n') })
    .from(requests)
    .where(and(isNull(requests.firstResponseAt), inArray(requests.status, [...AWAITING_RESPONSE_STATUSES])))
    .groupBy(requests.venueId)
    .as('unanswered')
  const rows = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      cityName: cities.name,
      state: cities.state,
      role: venueMembers.role,
      unanswered: sql<number>`coalesce(${unanswered.n}, 0)::int`,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .leftJoin(venueMembers, and(eq(venueMembers.venueId, venues.id), eq(venueMembers.userId, user.id)))
    .leftJoin(unanswered, eq(unanswered.venueId, venues.id))
    .where(
      isStaff(user)
        ? sql`exists (select 1 from ${venueMembers} m where m.venue_id = ${venues.id})`
        : canManage(user, venues.id),
    )
    .orderBy(asc(venues.name), asc(venues.id))
  return rows.map(({ cityName, state, unanswered: n, ...v }) => ({
    ...v,
    location: cityLabel({ name: cityName, state }),
    unansweredRequests: n,
  }))
}

export async function getVenueProfile({
  db,
  venueId,
  user,
}: {
  db: Db
  venueId: number
  user: AuthUser
}): Promise<VenueProfile> {
  const venue = await findManagedVenue({ db, venueId, user })
  const [row] = await db
    .select({
      description: venues.description,
      amenities: venues.amenities,
      dietary: venues.dietary,
      cancellationTerms: venues.cancellationTerms,
      responseHours: venues.responseHours,
      finalDetailsHours: venues.finalDetailsHours,
    })
    .from(venues)
    .where(eq(venues.id, venue.id))
  return {
    id: venue.id,
    slug: venue.slug,
    name: venue.name,
    location: venue.location,
    timezone: venue.timezone,
    minNoticeHours: venue.minNoticeHours,
    depositPct: venue.depositPct,
    holdHours: venue.holdHours,
    ...row,
  }
}

export async function updateVenueProfile({
  db,
  venueId,
  user,
  changes,
}: {
  db: Db
  venueId: number
  user: AuthUser
  changes: VenueProfileUpdate
}): Promise<VenueProfile> {
  await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user, forUpdate: true })
    if (Object.keys(changes).length === 0) return
    await tx
      .update(venues)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(venues.id, venue.id))
    // Description, dietary options and notice show on the venue page and filter search.
    await catalogueChanged(tx)
  })
  return getVenueProfile({ db, venueId, user })
}
