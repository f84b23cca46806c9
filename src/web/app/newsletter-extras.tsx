// For the /newsletter page ('Insider', owned by the requests feature): live catalogue numbers and
// three featured hotel venues from the catalogue. Mount <NewsletterExtras /> below the form.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicCounter } from '~/domain/site/public-counters'
import type { SearchResponse } from '~/domain/venues/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'
import { useCatalogueStats } from '~/web/content/catalogue'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from './venue-card-with-favourite'

const featuredHotelsQueryOptions = () =>
  queryOptions({
    queryKey: ['venues', 'featured-hotels'],
    queryFn: () => api.get<SearchResponse>(apiPaths.searchVenues('type=hotel&limit=3')).then((r) => r.venues),
  })

/** `subscriberCount`: confirmed subscribers from the API; shown only from 100 on (src/domain/site/public-counters.ts). */
export function NewsletterExtras({ subscriberCount }: { subscriberCount?: number }) {
  const stats = useCatalogueStats()
  const hotels = useQuery(featuredHotelsQueryOptions())
  const subscribers = publicCounter(subscriberCount)
  const figures = [
    ...(subscribers !== undefined ? [{ label: 'Subscribers', value: subscribers.toLocaleString('en-US') }] : []),
    ...(stats.venueCount !== undefined
      ? [{ label: 'Venues in our catalogue', value: stats.venueCount.toLocaleString('en-US') }]
      : []),
    { label: 'Cities open today', value: stats.isPending ? '…' : String(stats.activeCities.length) },
    { label: 'Issues', value: 'Weekly' },
  ]
  return (
    <>
      <section aria-labelledby="insider-stats-title" className="mt-14">
        <h2 id="insider-stats-title" className="font-display text-2xl font-semibold text-ink-900">
          Insider in numbers
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-(--radius-card) border border-ivory-300 bg-white p-5">
              <dt className="text-sm text-ink-600">{f.label}</dt>
              <dd className="mt-1 font-display text-3xl font-semibold text-ink-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="insider-hotels-title" className="mt-14">
        <h2 id="insider-hotels-title" className="font-display text-2xl font-semibold text-ink-900">
          Featured hotels
        </h2>
        {hotels.isPending ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {[0, 1, 2].map((i) => (
              <VenueCardSkeleton key={i} />
            ))}
          </div>
        ) : hotels.isError || !hotels.data?.length ? null : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Featured hotels">
            {hotels.data.map((v) => (
              <li key={v.id} className="flex">
                <VenueCardWithFavourite venue={v} className="w-full" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
