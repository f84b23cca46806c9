// /venues/:id/book: the venue from the URL's id, the search criteria from its query, and the
// package from `?package=` (the third step opens on it; an id the venue does not offer is ignored);
// the page itself is the requests feature's (BookingRequestPage).
import { useParams, useSearchParams } from 'react-router'
import { criteriaFromParams } from '~/web/lib/booking-criteria'
import { BookingRequestPage } from '~/web/requests/components/booking-request-page'
import { useVenue } from '~/web/venues/api/get-venue'
import { BackToResults } from '~/web/venues/components/back-to-results'
import { cardSelection } from '~/web/venues/components/booking-card'
import { VenueNotFound } from '~/web/venues/components/venue-not-found'

export function BookingPage() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const venueId = /^\d+$/.test(id) ? Number(id) : 0
  const { data: venue, isPending, isError } = useVenue(venueId)
  if (!venueId || isError || (!isPending && !venue)) {
    return <VenueNotFound />
  }
  if (isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center" aria-busy="true">
        <p role="status" className="text-lg text-ink-600">
          Loading venue details...
        </p>
      </div>
    )
  }
  // The card's selection: the URL's criteria fitted to this venue (its range, its refused days).
  const selection = cardSelection(venue, criteriaFromParams(params))
  const packageParam = params.get('package') ?? ''
  const packageId = /^\d{1,9}$/.test(packageParam) ? Number(packageParam) : undefined
  return (
    <>
      <title>{`Request to Book ${venue.name} · Bountiful`}</title>
      <BookingRequestPage
        key={venue.id}
        venue={venue}
        params={params}
        defaults={{ date: selection.date, time: selection.time, guests: selection.guests, packageId }}
        dateProblem={selection.dateProblem}
        backToResults={<BackToResults params={params} />}
      />
    </>
  )
}
