import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as infoIcon from 'lucide-react/icons/info'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import { lazy, Suspense, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import type { VenueDetail } from '~/domain/venues/venue'
import { Skeleton } from '~/web/components/ui/skeleton'
import { criteriaFromParams, withCriteria, type BookingCriteria } from '~/web/lib/booking-criteria'
import { formatDisplayDate } from '~/web/lib/dates'
import { useVenue, venueQueryOptions } from '~/web/venues/api/get-venue'
import type { RoutePrefetch } from '../router'
import { BackToResults } from '~/web/venues/components/back-to-results'
import { BookingCard, cardSelection } from '~/web/venues/components/booking-card'
import { FavouriteButton } from '~/web/favourites/components/favourite-button'
import { ShortlistButton } from '~/web/briefs/components/shortlist-button'
import { AskCallieAboutVenue } from '~/web/app/ask-callie-links'
import { MobileBookBar } from '~/web/venues/components/mobile-book-bar'
import { PhotoGallery } from '~/web/venues/components/photo-gallery'
import { Rating } from '~/web/components/rating'
import { VenueNotFound } from '~/web/venues/components/venue-not-found'
import { VenueOffer } from '~/web/venues/components/venue-offer'
import { VenueAtAGlance } from '~/web/venues/components/venue-at-a-glance'
import { VenueDetailsTabs } from '~/web/venues/components/venue-details-tabs'
import { VenueCategoriesIndex } from './venue-category'

const Info = lucideIcon(infoIcon)
const MapPin = lucideIcon(mapPinIcon)

const loadWizard = () => import('~/web/requests/components/booking-wizard')
const BookingWizardDialog = lazy(() => loadWizard().then((m) => ({ default: m.BookingWizardDialog })))

/** The venue a server-rendered venue page shows (router.tsx, RouteModuleHandle.prefetch). */
export const prefetchVenuePage: RoutePrefetch = async (client, _url, params) => {
  if (/^\d+$/.test(params.id ?? '')) await client.prefetchQuery(venueQueryOptions(Number(params.id)))
}

/** /venues/:id — only numeric ids are venues; any other segment is an unknown category. */
export function VenueRoute() {
  const { id = '' } = useParams()
  if (!/^\d+$/.test(id)) return <VenueCategoriesIndex />
  return <VenuePage key={id} id={Number(id)} />
}

function VenuePageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-testid="venue-skeleton" aria-busy="true">
      <p className="sr-only" role="status">
        Loading venue...
      </p>
      <Skeleton className="h-10 w-2/3 max-w-lg" />
      <Skeleton className="mt-3 h-5 w-1/3 max-w-xs" />
      <Skeleton className="mt-8 h-[360px] w-full md:h-[460px]" />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="grid content-start gap-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
        <Skeleton className="h-[520px] w-full" />
      </div>
    </div>
  )
}

/** Next to the rating: its reviews (and photos) are illustrative, not a real venue's. */
function DemoVenueNote() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-ivory-300 bg-ivory-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
      <Info className="size-3.5" aria-hidden /> Demo venue: illustrative reviews and photos
    </span>
  )
}

/** The criteria the booking flow opens with, and how the page shows them. */
function useBookingCriteria(venue: VenueDetail | undefined) {
  const [params, setParams] = useSearchParams()
  const criteria = criteriaFromParams(params)
  // The card writes its choices into the URL: a reload or a shared link keeps them, and "Back to
  // results" searches with them.
  const update = (change: BookingCriteria) =>
    setParams((current) => withCriteria(current, change), { replace: true, preventScrollReset: true })
  const selection = venue ? cardSelection(venue, criteria) : undefined
  return { params, criteria, update, selection }
}

function VenuePage({ id }: { id: number }) {
  const { data: venue, isPending, isError } = useVenue(id)
  const { params, criteria, update, selection } = useBookingCriteria(venue)
  const [wizard, setWizard] = useState<{ open: boolean; session: number; packageId?: number } | null>(null)
  const cardRef = useRef<HTMLElement>(null)
  if (isPending) return <VenuePageSkeleton />
  if (isError || !venue || !selection) return <VenueNotFound />

  // "Choose this package" opens the wizard on it; Request to Book opens it with no package chosen.
  const openWizard = (packageId?: number) =>
    setWizard((w) => ({ open: true, session: (w?.session ?? 0) + 1, packageId }))
  const summary = [
    selection.date ? formatDisplayDate(selection.date) : 'Pick a date',
    selection.time,
    `${selection.guests} guests`,
  ].join(' · ')
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 sm:px-6 md:pb-8 lg:px-8">
      <title>{`${venue.name} · ${venue.location} · Bountiful`}</title>
      <BackToResults params={params} />
      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">{venue.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-600">
            <Rating value={venue.rating} count={venue.reviewCount ?? venue.reviews.length} />
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-ink-400" aria-hidden /> {venue.location}
            </span>
            {venue.isDemo && <DemoVenueNote />}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 self-start md:self-auto">
          <ShortlistButton venue={venue} size="default" />
          <AskCallieAboutVenue venue={venue} />
          <FavouriteButton venueId={venue.id} venueName={venue.name} className="border border-ivory-300" />
        </div>
      </div>

      {/* Early in the tab order, so the keyboard meets it while it is on screen (it sits at the bottom). */}
      <MobileBookBar
        pricePerPerson={venue.pricePerPerson}
        summary={summary}
        onRequest={() => openWizard()}
        cardRef={cardRef}
      />
      <div className="mt-6">
        <PhotoGallery venueName={venue.name} photos={venue.photos} fallbackUrl={venue.imageUrl} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          <VenueAtAGlance venue={venue} />

          <VenueDetailsTabs venue={venue} />
          <VenueOffer venue={venue} selection={selection} onChoosePackage={openWizard} />
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <BookingCard
            venue={venue}
            criteria={criteria}
            onCriteriaChange={update}
            onRequest={() => openWizard()}
            onPrepareRequest={() => void loadWizard()}
            sectionRef={cardRef}
          />
        </aside>
      </div>
      {wizard && (
        <Suspense fallback={null}>
          <BookingWizardDialog
            key={wizard.session}
            venue={venue}
            defaults={{
              date: selection.date,
              time: selection.time,
              guests: selection.guests,
              packageId: wizard.packageId,
            }}
            open={wizard.open}
            onOpenChange={(open) => setWizard((w) => (w ? { ...w, open } : w))}
          />
        </Suspense>
      )}
    </div>
  )
}
