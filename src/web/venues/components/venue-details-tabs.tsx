import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as checkIcon from 'lucide-react/icons/check'
import type { VenueDetail } from '~/domain/venues/venue'
import { Rating } from '~/web/components/rating'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { formatInstantDate } from '~/web/lib/dates'

const Check = lucideIcon(checkIcon)

const DEFAULT_DESCRIPTION =
  'A gathering place suited to group dinners and private events. Our concierge team can share menus, room layouts and availability on request.'

/** The venue page's about, amenities and reviews tabs. */
export function VenueDetailsTabs({ venue }: { venue: VenueDetail }) {
  const description = venue.description?.trim() || DEFAULT_DESCRIPTION
  return (
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
        {venue.isDemo && (
          <p className="mb-4 text-sm text-ink-600">
            Illustrative reviews of a demo venue: nobody wrote them after a real event.
          </p>
        )}
        <VenueReviews reviews={venue.reviews} />
      </TabsContent>
    </Tabs>
  )
}

/**
 * The reviews tab's list: a component of its own, so that it (and the date formatting) runs only
 * when the tab is shown, not in every render of the page, whose other tabs are what it opens on.
 */
function VenueReviews({ reviews }: { reviews: VenueDetail['reviews'] }) {
  if (!reviews.length) return <p className="text-ink-600">No reviews yet.</p>
  return (
    <ul className="grid gap-4">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl border border-ivory-300 bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink-900">{r.authorName}</p>
            <Rating value={r.rating} />
          </div>
          <p className="mt-1 text-xs text-ink-600">{formatInstantDate(r.createdAt)}</p>
          <p className="mt-3 leading-relaxed text-ink-700">{r.text}</p>
        </li>
      ))}
    </ul>
  )
}
