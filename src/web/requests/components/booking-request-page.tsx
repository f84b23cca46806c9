// The booking page's content: the same "Request to Book" flow as the venue page
// (fields, event types, venue rules, estimate, POST /api/venues/book), inline, for result cards
// and links already sent. The search criteria in the URL pre-fill it and go back with the
// planner. On success the summary replaces the form and stays: nothing to send by email, no
// redirect away from the reference.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import type { VenueDetail } from '~/domain/venues/venue'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cameFromSearch } from '~/web/lib/booking-criteria'
import { paths } from '~/web/lib/paths'
import type { WizardDefaults } from './wizard-steps'

const ArrowLeft = lucideIcon(arrowLeftIcon)
const MapPin = lucideIcon(mapPinIcon)

// The form library, schemas and estimate load once the venue is known.
const BookingFlow = lazy(() => import('./booking-flow').then((m) => ({ default: m.BookingFlow })))

type Props = {
  venue: VenueDetail
  /** The page's query: the planner's search, carried to the venue and back to the results. */
  params: URLSearchParams
  /** The search's date, time and guests, fitted to this venue. */
  defaults: WizardDefaults
  /** Why the searched date cannot be booked here, if it cannot. */
  dateProblem: string | null
  /** The link back to the results, shown when the planner came from a search. */
  backToResults?: ReactNode
}

export function BookingRequestPage({ venue, params, defaults, dateProblem, backToResults }: Props) {
  const navigate = useNavigate()
  const venueLink = paths.venue(venue.id, params)
  const fromSearch = cameFromSearch(params)

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={venueLink}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-600 hover:text-terracotta-700"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to venue
        </Link>
        {fromSearch && backToResults}
      </div>
      <p className="mt-6 text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Request to Book</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-ink-900">{venue.name}</h1>
      <p className="mt-2 inline-flex items-center gap-1.5 text-ink-600">
        <MapPin className="size-4 text-ink-400" aria-hidden /> {venue.location}
      </p>
      {dateProblem && params.get('date') && (
        <p className="mt-4 rounded-xl border border-terracotta-200 bg-terracotta-50 p-3 text-sm text-ink-800">
          The date you searched is not available here: {dateProblem}. Please pick another day.
        </p>
      )}
      <section
        aria-label="Booking request"
        className="mt-8 grid gap-5 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8"
      >
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <BookingFlow
            venue={venue}
            layout="page"
            defaults={defaults}
            onCancel={() => navigate(venueLink)}
            successActions={
              <>
                <Button asChild variant="outline">
                  <Link to={venueLink}>Back to {venue.name}</Link>
                </Button>
                <Button asChild>
                  <Link to={fromSearch ? paths.search(params.toString()) : paths.search()}>
                    {fromSearch ? 'Back to results' : 'Find more venues'}
                  </Link>
                </Button>
              </>
            }
          />
        </Suspense>
      </section>
    </div>
  )
}
