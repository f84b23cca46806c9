// /venues/in/{city}: a city's landing page with its venues. Coming-soon cities say so; an unknown
// slug is the 404 page.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import { Link, useParams } from 'react-router'
import { GUEST_RANGE } from '~/domain/guests'
import { CITIES, cityLabel, comingSoonCityMessage, type City } from '~/domain/cities'
import { cityPagePath, pageTitle } from '~/domain/site/public-pages'
import { venueCountText } from '~/domain/search/search-constants'
import { Button } from '~/web/components/ui/button'
import { PageHeader, Section } from '~/web/content/content-page'
import { paths } from '~/web/lib/paths'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'
import { searchVenuesQueryOptions, useSearchVenues } from '~/web/search/api/search-venues'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from '~/web/app/venue-card-with-favourite'
import type { RoutePrefetch } from '../router'
import { NotFoundPage } from './not-found'

const ArrowRight = lucideIcon(arrowRightIcon)

const cityOf = (slug: string) => CITIES.find((c) => c.slug === slug.toLowerCase())
/** The search beneath an active city's page: its venues, by the city's name. */
const citySearch = (city: City) => new URLSearchParams({ location: cityLabel(city) }).toString()

/** What a server-rendered city page shows: an active city's venues (router.tsx, RouteModuleHandle.prefetch). */
export const prefetchCityPage: RoutePrefetch = async (client, _url, params) => {
  const city = cityOf(params.city ?? '')
  if (city?.status === 'active') await client.prefetchInfiniteQuery(searchVenuesQueryOptions(citySearch(city)))
}

export function CityVenuesPage() {
  const { city: slug = '' } = useParams()
  const city = cityOf(slug)
  if (!city) return <NotFoundPage />
  return city.status === 'active' ? <ActiveCity key={city.slug} city={city} /> : <ComingSoonCity city={city} />
}

function OtherCities({ current }: { current: City }) {
  return (
    <Section id="cities" title="Other cities" tone="muted">
      <ul className="flex flex-wrap gap-3">
        {CITIES.filter((c) => c.slug !== current.slug).map((c) => (
          <li key={c.slug}>
            <Link
              to={cityPagePath(c.slug)}
              className="inline-flex items-center rounded-full border border-ivory-300 bg-white px-4 py-2 text-sm font-medium text-ink-800 hover:border-terracotta-400 hover:text-terracotta-700"
            >
              {cityLabel(c)}
              {c.status === 'coming_soon' && <span className="ml-1.5 text-ink-600">(coming soon)</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ActiveCity({ city }: { city: City }) {
  const label = cityLabel(city)
  const query = citySearch(city)
  const search = useSearchVenues(query)
  const venues = search.data?.pages.flatMap((p) => p.venues) ?? []
  const total = search.data?.pages[0]?.total ?? 0
  const totalCapped = !!search.data?.pages[0]?.totalCapped
  return (
    <>
      <title>{pageTitle(`Group dining venues in ${label}`)}</title>
      <PageHeader
        eyebrow="City guide"
        title={`Group dining venues in ${label}`}
        intro={
          <p>
            Private dining rooms, buyouts and event spaces in {city.name} for groups of {GUEST_RANGE}. Send a request
            for a venue, or tell Callie about the occasion; our concierge team replies within 24 hours.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link to={paths.search(query)}>
            Search with dates and group size <ArrowRight aria-hidden />
          </Link>
        </Button>
        <ConsultationButton size="lg" variant="outline" prefill={{ location: label }}>
          Schedule a Consultation
        </ConsultationButton>
      </PageHeader>
      <Section id="venues" title={`Venues in ${city.name}`}>
        <p className="text-sm text-ink-600" role="status">
          {search.isPending ? 'Loading venues...' : search.isError ? '' : venueCountText(total, totalCapped)}
        </p>
        <div className="mt-6">
          {search.isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
              {Array.from({ length: 6 }, (_, i) => (
                <VenueCardSkeleton key={i} />
              ))}
            </div>
          ) : search.isError ? (
            <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950">
              Failed to load venues. Please try again.
            </p>
          ) : venues.length === 0 ? (
            <p className="text-ink-600">No venues listed in {city.name} yet; our concierge team can still help.</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Venues in ${label}`}>
              {venues.map((v) => (
                <li key={v.id} className="flex">
                  <VenueCardWithFavourite venue={v} className="w-full" />
                </li>
              ))}
            </ul>
          )}
          {search.hasNextPage && (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                disabled={search.isFetchingNextPage}
                onClick={() => search.fetchNextPage()}
              >
                {search.isFetchingNextPage ? 'Loading more...' : 'Show more venues'}
              </Button>
            </div>
          )}
        </div>
      </Section>
      <OtherCities current={city} />
    </>
  )
}

function ComingSoonCity({ city }: { city: City }) {
  const label = cityLabel(city)
  return (
    <>
      <title>{pageTitle(`${label}: coming soon`)}</title>
      <PageHeader
        eyebrow="Coming soon"
        title={`Group dining in ${label}`}
        intro={
          <>
            <p role="status">{comingSoonCityMessage(city.name)}</p>
            <p className="mt-3">
              We are preparing our venue list in {city.name}. Subscribe to our Insider newsletter to hear when it opens,
              or ask our concierge team: we may already know the right room.
            </p>
          </>
        }
      >
        <Button asChild size="lg">
          <Link to="/newsletter">Subscribe to Insider</Link>
        </Button>
        <ConsultationButton size="lg" variant="outline" prefill={{ location: label }}>
          Schedule a Consultation
        </ConsultationButton>
      </PageHeader>
      <OtherCities current={city} />
    </>
  )
}
