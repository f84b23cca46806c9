import { ArrowLeft, ChefHat, Check, MapPin, Users } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { paths } from '~/web/lib/paths'
import { useVenue } from '~/web/venues/api/get-venue'
import { BookingCard } from '~/web/venues/components/booking-card'
import { FavouriteButton } from '~/web/venues/components/favourite-button'
import { PhotoGallery } from '~/web/venues/components/photo-gallery'
import { Rating } from '~/web/venues/components/rating'
import { venueTypeLabel } from '~/web/venues/components/venue-type'
import { VenueCategoriesIndex } from './venue-category'

const DEFAULT_DESCRIPTION =
  'A gathering place suited to group dinners and private events. Our concierge team can share menus, room layouts and availability on request.'

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

function VenueNotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-28 text-center">
      <title>Venue Not Found · Bountiful</title>
      <h1 className="font-display text-4xl font-semibold text-ink-900">Venue Not Found</h1>
      <p className="text-ink-600">The venue you're looking for doesn't exist or has been removed.</p>
      <Button asChild>
        <Link to={paths.search()}>Browse venues</Link>
      </Button>
    </div>
  )
}

function VenuePage({ id }: { id: number }) {
  const { data: venue, isPending, isError } = useVenue(id)
  if (isPending) return <VenuePageSkeleton />
  if (isError || !venue) return <VenueNotFound />

  const description = venue.description?.trim() || DEFAULT_DESCRIPTION
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{`${venue.name} · ${venue.location} · Bountiful`}</title>
      <Link
        to={paths.search()}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-600 hover:text-terracotta-700"
      >
        <ArrowLeft className="size-4" aria-hidden /> All venues
      </Link>
      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">{venue.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-600">
            <Rating value={venue.rating} count={venue.reviewCount ?? venue.reviews.length} />
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-ink-400" aria-hidden /> {venue.location}
            </span>
          </div>
        </div>
        <FavouriteButton
          venueId={venue.id}
          venueName={venue.name}
          className="self-start border border-ivory-300 md:self-auto"
        />
      </div>

      <div className="mt-6">
        <PhotoGallery venueName={venue.name} photos={venue.photos} fallbackUrl={venue.imageUrl} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          <ul className="flex flex-wrap gap-3" aria-label="At a glance">
            <li>
              <Badge variant="default" className="px-3 py-1.5 text-sm">
                {venueTypeLabel(venue.type)}
              </Badge>
            </li>
            <li>
              <Badge variant="secondary" className="px-3 py-1.5 text-sm">
                <Users className="size-4" aria-hidden /> Up to {venue.maxGuests} guests
              </Badge>
            </li>
            <li>
              <Badge variant="secondary" className="px-3 py-1.5 text-sm">
                <ChefHat className="size-4" aria-hidden /> {venue.serviceType}
              </Badge>
            </li>
            {venue.lastMinute && (
              <li>
                <Badge variant="dark" className="px-3 py-1.5 text-sm">
                  Last Minute
                </Badge>
              </li>
            )}
          </ul>

          <Tabs defaultValue="about" className="mt-8">
            <TabsList>
              <TabsTrigger value="about">About</TabsTrigger>
              <TabsTrigger value="amenities">Amenities</TabsTrigger>
              <TabsTrigger value="reviews">Reviews</TabsTrigger>
            </TabsList>
            <TabsContent value="about">
              <div className="max-w-prose space-y-4 text-lg leading-relaxed whitespace-pre-line text-ink-700">
                {description}
              </div>
              {venue.cuisineTypes.length > 0 && (
                <p className="mt-6 text-sm text-ink-600">
                  <span className="font-semibold text-ink-800">Cuisine:</span> {venue.cuisineTypes.join(', ')}
                </p>
              )}
              {venue.address && (
                <p className="mt-2 text-sm text-ink-600">
                  <span className="font-semibold text-ink-800">Address:</span> {venue.address}
                </p>
              )}
            </TabsContent>
            <TabsContent value="amenities">
              {venue.amenities.length ? (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {venue.amenities.map((a) => (
                    <li
                      key={a}
                      className="flex items-center gap-3 rounded-xl border border-ivory-300 bg-white px-4 py-3 text-ink-800"
                    >
                      <Check className="size-4 shrink-0 text-sage-600" aria-hidden /> {a}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-ink-600">Ask our concierge about this venue's amenities.</p>
              )}
            </TabsContent>
            <TabsContent value="reviews">
              {venue.reviews.length ? (
                <ul className="grid gap-4">
                  {venue.reviews.map((r) => (
                    <li key={r.id} className="rounded-2xl border border-ivory-300 bg-white p-5">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-semibold text-ink-900">{r.authorName}</p>
                        <Rating value={r.rating} />
                      </div>
                      <p className="mt-1 text-xs text-ink-600">
                        {new Date(r.createdAt).toLocaleDateString('en-US', {
                          month: 'short',
                          day: 'numeric',
                          year: 'numeric',
                        })}
                      </p>
                      <p className="mt-3 leading-relaxed text-ink-700">{r.text}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-ink-600">No reviews yet.</p>
              )}
            </TabsContent>
          </Tabs>
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <BookingCard venue={venue} />
        </aside>
      </div>
    </div>
  )
}
