// The planner's status page of one request, reached with the token of her confirmation email.
// The token is a bearer secret (256 bits); only its SHA-256 is stored, as for sessions.
import { eq } from 'drizzle-orm'
import { alternativeDatesOf } from '~/domain/alternative-dates'
import { cityLabel } from '~/domain/cities'
import { bookingFeeCents } from '~/domain/pricing/booking-fee'
import {
  PLANNER_KIND_LABELS,
  plannerStatus,
  REQUEST_LINK_INVALID,
  type RequestView,
} from '~/domain/requests/request-status'
import { isBookingKind } from '~/domain/requests/workflow'
import { dietaryNeedsOf } from '~/domain/requests/dietary-counts'
import { latestAcceptedProposal } from '../bookings/accepted-proposal'
import { bookingStage } from '../bookings/booking-stage'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { cities, requests, venues } from '../db/schema'
import { notFound } from '../lib/errors'
import { hashToken, isWellFormedToken } from '../lib/tokens'
import { findVenuePhoto } from './find-venue-photo'

export const requestViewUrl = (publicUrl: string, token: string) => `${publicUrl}/requests/${token}`

/**
 * The all-in total of the request's accepted proposal, with our booking fee, as its proposal page
 * computes it (bookings/proposals.ts toPublic); null while none is accepted.
 */
async function acceptedAllInCents(db: Db, config: Pick<Config, 'BOOKING_FEE'>, requestId: number) {
  const accepted = await latestAcceptedProposal(db, requestId)
  return accepted ? accepted.totalCents + bookingFeeCents(accepted.totalCents, config.BOOKING_FEE) : null
}

export async function getRequestView({
  db,
  config,
  token,
}: {
  db: Db
  config: Pick<Config, 'BOOKING_FEE'>
  token: string
}): Promise<RequestView> {
  if (!isWellFormedToken(token)) throw notFound(REQUEST_LINK_INVALID)
  const [row] = await db
    .select({
      id: requests.id,
      reference: requests.reference,
      kind: requests.kind,
      status: requests.status,
      createdAt: requests.createdAt,
      eventDate: requests.eventDate,
      eventTime: requests.eventTime,
      guests: requests.guests,
      estimateCents: requests.estimateCents,
      details: requests.details,
      venueId: venues.id,
      venueName: venues.name,
      responseHours: venues.responseHours,
      cityName: cities.name,
      state: cities.state,
    })
    .from(requests)
    .leftJoin(venues, eq(venues.id, requests.venueId))
    .leftJoin(cities, eq(cities.slug, venues.citySlug))
    .where(eq(requests.viewTokenHash, hashToken(token)))
  if (!row) throw notFound(REQUEST_LINK_INVALID)
  const acceptedTotalCents = await acceptedAllInCents(db, config, row.id)
  // A booking past its first answer is named by its stage, as on her dashboard and in the venue's
  // inbox (accepted but not confirmed, deposit due, paid…); before that, the reply promise.
  const stage = isBookingKind(row.kind) ? await bookingStage(db, row.id) : null
  const status =
    stage && stage.stage !== 'requested'
      ? { label: stage.label, next: stage.nextStep }
      : plannerStatus(row.status, row.responseHours ?? undefined)
  const venue =
    row.venueId !== null && row.venueName !== null
      ? {
          id: row.venueId,
          name: row.venueName,
          location: row.cityName && row.state ? cityLabel({ name: row.cityName, state: row.state }) : '',
          imageUrl: await findVenuePhoto({ db, venueId: row.venueId }),
        }
      : null
  return {
    reference: row.reference,
    kind: row.kind,
    kindLabel: PLANNER_KIND_LABELS[row.kind],
    status: row.status,
    statusLabel: status.label,
    nextStep: status.next,
    createdAt: row.createdAt.toISOString(),
    venue,
    eventDate: row.eventDate,
    alternativeDates: alternativeDatesOf(row.details),
    dietary: dietaryNeedsOf(row.details),
    eventTime: row.eventTime,
    guests: row.guests,
    estimateCents: row.estimateCents,
    acceptedTotalCents,
  }
}
