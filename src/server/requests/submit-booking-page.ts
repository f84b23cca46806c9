// The booking request page's request (/venues/{id}/book): the venue must take this date, time and
// group; a package the venue lists may be booked at once (instant book) when the planner agreed to
// its terms; else it is a request the venue answers. A booking draft an outside assistant prepared
// is sent through here too once the planner confirms it, so both make the same request.
import type { BookingPageRequest } from '~/domain/requests/booking-page'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { fieldErrors } from '../lib/errors'
import type { Idempotency } from '../lib/idempotency'
import { venueRequestErrors } from '~/domain/requests/venue-rules'
import type { CreateRequestResult } from './create-request'
import { findRequestVenue, type VenueForRequest } from './find-request-venue'
import { choosePackage, instantBook } from './instant-book'
import { bookingPageRecord } from './request-records'
import { storeRequest } from './store-request'

export const VENUE_NOT_FOUND = 'Venue not found'

/** The venue of a booking page request, when it takes this group on this date at this time; else field errors. */
export async function bookingPageVenue({
  db,
  input,
}: {
  db: Db
  input: Pick<BookingPageRequest, 'venueId' | 'date' | 'time' | 'numGuests'>
}): Promise<VenueForRequest> {
  const venue = await findRequestVenue({
    db,
    venueId: input.venueId,
    date: input.date,
    time: input.time,
    guests: input.numGuests,
  })
  if (!venue) throw fieldErrors({ venueId: VENUE_NOT_FOUND })
  const errors = venueRequestErrors(venue, {
    guests: { field: 'numGuests', value: input.numGuests },
    date: { field: 'date', value: input.date },
    time: { field: 'time', value: input.time },
  })
  if (Object.keys(errors).length) throw fieldErrors(errors)
  return venue
}

export async function submitBookingPage({
  db,
  config,
  input,
  userId,
  idempotency,
  onStored,
}: {
  db: Db
  config: Config
  input: BookingPageRequest
  userId: number | null
  idempotency?: Idempotency
  /** Runs in the request's transaction once it is stored; throwing undoes the request. */
  onStored?: (tx: Tx, saved: { reference: string; requestId: number }) => Promise<void>
}): Promise<CreateRequestResult> {
  const venue = await bookingPageVenue({ db, input })
  const event = { date: input.date, time: input.time, guests: input.numGuests }
  const chosen = await choosePackage(db, venue.id, input.packageId, event)
  const booking = chosen
    ? instantBook({ config, chosen, venue, event, planner: input, agreed: input.instantBookAgreed === true })
    : undefined
  return storeRequest({
    db,
    config,
    record: bookingPageRecord(input, venue, chosen),
    userId,
    idempotency,
    afterInsert:
      onStored || booking
        ? async (tx, saved) => {
            await onStored?.(tx, saved)
            return booking ? booking(tx, saved) : null
          }
        : undefined,
  })
}
