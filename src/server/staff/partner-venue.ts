// An accepted partner application becomes a venue, in ONE transaction: the venue from
// the fields staff confirmed (the catalogue's cache told), its applicant invited as owner (the
// venue portal's invitation and email), the application accepted with a history entry and linked to
// the venue. The request row is locked first, so a second click waits for the first and gets a 409.
import { eq, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { partnerVenueRefusal } from '~/domain/staff/partner-venue-api'
import type { VenueCreateInput } from '~/domain/venues/venue-input'
import type { Db } from '../db/client'
import { requests, venues } from '../db/schema'
import { conflict } from '../lib/errors'
import { lockRequest, recordHistory, updateRequest } from '../bookings/request-history'
import { inviteManagerInTx } from '../venue-portal/managers'
import { insertVenueInTx, withSlugCheck } from './venue-catalogue'

export async function createVenueFromApplication({
  db,
  requestId,
  input,
  actor,
  publicUrl,
}: {
  db: Db
  requestId: number
  input: VenueCreateInput
  actor: AuthUser
  publicUrl: string
}): Promise<{ venueId: number }> {
  const result = await withSlugCheck(() =>
    db.transaction(async (tx) => {
      const request = await lockRequest(tx, requestId)
      const [linked] = request.createdVenueId
        ? await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, request.createdVenueId))
        : []
      const refusal = partnerVenueRefusal(request, linked?.name)
      if (refusal) throw conflict(refusal)
      const venue = await insertVenueInTx(tx, input)
      const email = request.email.trim().toLowerCase()
      await inviteManagerInTx(tx, {
        venueId: venue.id,
        user: actor,
        email,
        role: 'owner',
        publicUrl,
        requestId: request.id,
      })
      await tx
        .update(requests)
        .set({ createdVenueId: venue.id, updatedAt: sql`now()` })
        .where(eq(requests.id, request.id))
      // Accepting the application follows the workflow: a new one is taken in progress first.
      if (request.status === 'new')
        await recordHistory(tx, {
          requestId: request.id,
          fromStatus: 'new',
          toStatus: 'in_progress',
          actorUserId: actor.id,
        })
      await updateRequest(tx, request.id, { status: 'confirmed', firstResponse: true })
      await recordHistory(tx, {
        requestId: request.id,
        fromStatus: request.status === 'new' ? 'in_progress' : request.status,
        toStatus: 'confirmed',
        note: `Venue created: ${venue.name} (#${venue.id}); ${email} invited as its owner`,
        actorUserId: actor.id,
      })
      return { venueId: venue.id }
    }),
  )
  return result
}
