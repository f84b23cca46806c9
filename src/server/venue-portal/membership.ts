// Who may work on a venue in the portal: its members (owner or manager) and the concierge team,
// which can still act on a venue's behalf. The check is part of each query (a join on the caller's
// membership), so another venue's data and data that does not exist both answer 404.
import type { FastifyRequest } from 'fastify'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE, type AuthUser } from '~/domain/auth/auth-user'
import { cityLabel } from '~/domain/cities'
import { PORTAL_MESSAGES } from '~/domain/venue-portal/venue-portal-api'
import type { VenueMemberRole } from '~/domain/venue-portal/venue-portal'
import type { CancellationTerm } from '~/domain/venues/cancellation-terms'
import type { Db, Tx } from '../db/client'
import { cities, venueMembers, venues } from '../db/schema'
import { AppError, notFound } from '../lib/errors'

export const isStaff = (user: AuthUser) => user.role === 'staff' || user.role === 'admin'

/** True where the caller may work on the venue whose id is `venueId` (a column or a value). */
export function canManage(user: AuthUser, venueId: AnyPgColumn | SQL | number): SQL {
  if (isStaff(user)) return sql`true`
  return sql`exists (select 1 from ${venueMembers} where ${venueMembers.venueId} = ${venueId} and ${venueMembers.userId} = ${user.id})`
}

/** Hook for /api/venue-portal: 401 for visitors, 403 for accounts that manage no venue (staff pass). */
export function requireVenueManager(db: Db) {
  return async (req: FastifyRequest): Promise<void> => {
    const user = req.user
    if (!user) throw new AppError('unauthenticated', NOT_SIGNED_IN_MESSAGE)
    if (isStaff(user)) return
    const [member] = await db
      .select({ venueId: venueMembers.venueId })
      .from(venueMembers)
      .where(eq(venueMembers.userId, user.id))
      .limit(1)
    if (!member) throw new AppError('forbidden', `${FORBIDDEN_MESSAGE} ${PORTAL_MESSAGES.notMember}`)
  }
}

export type ManagedVenue = {
  id: number
  slug: string
  name: string
  location: string
  timezone: string
  minNoticeHours: number
  holdHours: number
  depositPct: number
  cancellationTerms: CancellationTerm[]
  maxGuests: number
  role: VenueMemberRole | null
}

/** The venue, if the caller may manage it (404 otherwise); `forUpdate` locks its row until the transaction ends. */
export async function findManagedVenue({
  db,
  venueId,
  user,
  forUpdate = false,
}: {
  db: Db | Tx
  venueId: number
  user: AuthUser
  forUpdate?: boolean
}): Promise<ManagedVenue> {
  const q = db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      cityName: cities.name,
      state: cities.state,
      timezone: cities.timezone,
      minNoticeHours: venues.minNoticeHours,
      holdHours: venues.holdHours,
      depositPct: venues.depositPct,
      cancellationTerms: venues.cancellationTerms,
      maxGuests: venues.maxGuests,
      role: venueMembers.role,
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .leftJoin(venueMembers, and(eq(venueMembers.venueId, venues.id), eq(venueMembers.userId, user.id)))
    .where(and(eq(venues.id, venueId), canManage(user, venues.id)))
  const [row] = forUpdate ? await q.for('update', { of: venues }) : await q
  if (!row) throw notFound(PORTAL_MESSAGES.venueNotFound)
  const { cityName, state, depositPct, ...venue } = row
  return { ...venue, depositPct: Number(depositPct), location: cityLabel({ name: cityName, state }) }
}
