import { lazy, Suspense, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { cityLabel, matchCity } from '~/domain/cities'
import { clampGuests } from '~/domain/guests'
import { EXPERIENCES, VENUE_TYPES } from '~/domain/options'
import { venueCountText } from '~/domain/search/search-constants'
import type { SearchResponse, VenueSummary } from '~/domain/venues/venue'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { featuredVenuesQueryOptions, useFeaturedVenues } from '~/web/search/api/get-featured-venues'
import { placeSuggestionsQueryOptions, SUGGESTION_MIN_CHARS } from '~/web/search/api/get-place-suggestions'
import { searchVenuesQueryOptions, useSearchVenues } from '~/web/search/api/search-venues'
import type { RoutePrefetch } from '../router'
import { ConciergeCta } from '~/web/app/concierge-cta'
import { AskCallieAboutResults } from '~/web/app/ask-callie-links'
import { CriteriaChips } from '~/web/search/components/criteria-chips'
import { SearchError } from '~/web/search/components/search-error'
import { SearchForm } from '~/web/search/components/search-form'
import { ResultsControls, type ResultsView } from '~/web/search/components/results-controls'
import { SearchSummaryToggle } from '~/web/search/components/search-summary-toggle'
import { apiQueryFromParams, searchValuesFromParams } from '~/web/search/lib/search-params'
import { searchSummary } from '~/web/search/lib/search-summary'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from '~/web/app/venue-card-with-favourite'
import { ShortlistTray } from '~/web/briefs/components/shortlist-tray'
import { ShortlistScope } from '~/web/briefs/components/shortlist-button'
import { FavouritesScope } from '~/web/favourites/components/favourite-button'
import { briefCriteriaOf } from '~/web/briefs/briefs-paths'

const MapView = lazy(() => import('~/web/search/components/map-view'))

const LOADING_PLACEHOLDERS = 6

function titleOf(params: URLSearchParams, featured: boolean): string {
  if (featured) return 'Featured Venues'
  const location = params.get('location')?.trim()
  if (location) {
    const m = matchCity(location)
    return `Venues in ${m.kind === 'unsupported' ? location : cityLabel(m.city)}`
  }
  const exp = EXPERIENCES.find((e) => e.slug === params.get('experienceType'))
  if (exp) return `Venues for ${exp.name}`
  const type = VENUE_TYPES.find((t) => t.value === params.get('type'))
  if (type) return `${type.label} Venues`
  return 'Venues for your search'
}

/** The count a link asked for when it is outside 8-60 (the form shows it corrected, and says so). */
function guestsCorrectedFrom(params: URLSearchParams): number | undefined {
  const raw = params.get('guests')?.trim()
  if (!raw || !/^\d+$/.test(raw)) return undefined
  const n = Number(raw)
  return clampGuests(n) === n ? undefined : n
}

/** What a server-rendered search page shows: its results (or the featured venues), its location's suggestions. */
export const prefetchSearchPage: RoutePrefetch = async (client, url) => {
  const apiQuery = apiQueryFromParams(url.searchParams)
  const location = searchValuesFromParams(url.searchParams).location.trim()
  await Promise.all([
    apiQuery === ''
      ? client.prefetchQuery(featuredVenuesQueryOptions())
      : client.prefetchInfiniteQuery(searchVenuesQueryOptions(apiQuery)),
    location.length >= SUGGESTION_MIN_CHARS ? client.prefetchQuery(placeSuggestionsQueryOptions(location)) : undefined,
  ])
}

export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const apiQuery = apiQueryFromParams(params)
  const featured = apiQuery === ''
  const featuredQuery = useFeaturedVenues({ enabled: featured })
  const search = useSearchVenues(apiQuery, { enabled: !featured })
  const [view, setView] = useState<ResultsView>('grid')
  const [selected, setSelected] = useState<{ query: string; id: number | null }>({ query: '', id: null })
  const switchId = useId()
  const formId = useId()
  // On phones the form folds into a one-line summary once a search is shown; per search, so a new
  // search (new URL) folds it again.
  const [editing, setEditing] = useState<string | null>(null)
  const summary = featured ? null : searchSummary(params)
  const folded = !!summary && editing !== params.toString()

  const isLoading = featured ? featuredQuery.isPending : search.isPending
  const isError = featured ? featuredQuery.isError : search.isError
  const venues: VenueSummary[] = featured
    ? (featuredQuery.data ?? [])
    : (search.data?.pages.flatMap((p) => p.venues) ?? [])
  const total = featured ? venues.length : (search.data?.pages[0]?.total ?? 0)
  const totalCapped = !featured && !!search.data?.pages[0]?.totalCapped
  const firstPage = featured ? undefined : search.data?.pages[0]
  const apiMessage = firstPage?.message
  const resolved = firstPage?.location
  const relaxations = firstPage?.relaxations ?? []
  const hasResults = !isLoading && !isError && venues.length > 0
  const selectedId = selected.query === apiQuery ? selected.id : null
  const title = titleOf(params, featured)

  const status = isLoading
    ? 'Searching venues...'
    : isError
      ? ''
      : featured
        ? `${venues.length} featured ${venues.length === 1 ? 'venue' : 'venues'} across our cities`
        : total === 0
          ? 'No venues match yet'
          : `${venueCountText(total, totalCapped)} found${totalCapped || venues.length < total ? ` · showing ${venues.length}` : ''}`

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-8 sm:px-6 lg:px-8">
      <title>{`${title} · Bountiful`}</title>
      {summary && (
        <SearchSummaryToggle
          summary={summary}
          folded={folded}
          formId={formId}
          onToggle={() => setEditing(folded ? params.toString() : null)}
        />
      )}
      <section
        aria-label="Search"
        className={cn(
          'rounded-[1.75rem] border border-ivory-300 bg-white p-5 shadow-soft sm:p-6',
          summary && 'max-md:mt-3',
          folded && 'max-md:hidden',
        )}
      >
        <SearchForm
          id={formId}
          key={params.toString()}
          defaultValues={searchValuesFromParams(params)}
          carry={params}
          guestsCorrectedFrom={guestsCorrectedFrom(params)}
        />
      </section>

      <div className="mt-4 grid min-w-0 gap-4 md:mt-8">
        <CriteriaChips params={params} onChange={(next) => setParams(next)} />
        <div className="flex min-w-0 flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-4">
          <ResultsHeading
            title={title}
            status={status}
            params={params}
            resolved={resolved}
            askCallie={hasResults && !featured}
          />
          <ResultsControls
            params={params}
            onChange={(next) => setParams(next)}
            switchId={switchId}
            featured={featured}
            hasResults={hasResults}
            view={view}
            onView={setView}
          />
        </div>
      </div>

      <div className="mt-5 md:mt-8">
        {isLoading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
              <VenueCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <SearchError
            error={featured ? featuredQuery.error : search.error}
            params={params}
            onChange={(next) => setParams(next)}
            onRetry={() => (featured ? featuredQuery.refetch() : search.refetch())}
          />
        ) : venues.length === 0 ? (
          <NoVenues apiMessage={apiMessage} relaxations={relaxations} />
        ) : view === 'map' ? (
          <Suspense fallback={<Skeleton className="h-[600px] w-full" />}>
            <MapView venues={venues} selectedId={selectedId} onSelect={(id) => setSelected({ query: apiQuery, id })} />
          </Suspense>
        ) : (
          <VenueGrid venues={venues} />
        )}
        <ShortlistTray className="mt-6" criteria={briefCriteriaOf(params)} />
        {apiMessage && venues.length > 0 && <p className="mt-4 text-sm text-ink-600">{apiMessage}</p>}
        {!featured && hasResults && search.hasNextPage && (
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
    </div>
  )
}

/** The results' title and count, the place we read the location as, and a way to ask Callie about them. */
function ResultsHeading({
  title,
  status,
  params,
  resolved,
  askCallie,
}: {
  title: string
  status: string
  params: URLSearchParams
  resolved: SearchResponse['location']
  askCallie: boolean
}) {
  return (
    <div className="min-w-0">
      <h1 className="truncate font-display text-2xl font-semibold text-ink-900 sm:text-4xl" title={title}>
        {title}
      </h1>
      <p className="mt-1.5 text-ink-600" role="status" aria-live="polite">
        {status}
      </p>
      {resolved?.corrected === 'typo' && (
        <p className="mt-1 text-sm text-ink-700" data-testid="did-you-mean">
          Did you mean{' '}
          <Link
            to={paths.search(withParam(params, 'location', resolved.city).toString())}
            className="font-medium text-terracotta-700 underline underline-offset-2"
          >
            {resolved.city}
          </Link>
          ? Showing venues in {resolved.city}.
        </p>
      )}
      {askCallie && <AskCallieAboutResults params={params} city={resolved?.city} />}
      {resolved?.corrected === 'alias' && (
        <p className="mt-1 truncate text-sm text-ink-700" data-testid="did-you-mean">
          Showing venues in {resolved.city} for “{resolved.typed}”.
        </p>
      )}
    </div>
  )
}

/** No venue matched: why, the searches with one filter fewer that would find some, and Callie. */
function NoVenues({
  apiMessage,
  relaxations,
}: {
  apiMessage: string | undefined
  relaxations: NonNullable<SearchResponse['relaxations']>
}) {
  return (
    <div className="grid gap-6">
      <p className="font-display text-xl wrap-anywhere text-ink-800" role={apiMessage ? 'alert' : undefined}>
        {apiMessage ?? 'No venues found for your search criteria.'}
      </p>
      {relaxations.length > 0 && (
        <div className="grid gap-2">
          <h2 className="text-sm font-semibold text-ink-800">Try one filter fewer</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Searches with one filter fewer">
            {relaxations.map((r) => (
              <li key={r.filter}>
                <Link
                  to={paths.search(new URLSearchParams(r.params).toString())}
                  className="inline-flex rounded-full border border-terracotta-200 bg-terracotta-50 px-4 py-1.5 text-sm font-medium text-terracotta-800 hover:bg-terracotta-100"
                >
                  {r.count} {r.count === 1 ? 'venue' : 'venues'} if you {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConciergeCta />
    </div>
  )
}

function VenueGrid({ venues }: { venues: VenueSummary[] }) {
  // The cards' hearts and shortlist buttons read the account and the shortlist once for the page.
  return (
    <FavouritesScope>
      <ShortlistScope>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Venues">
          {venues.map((v, i) => (
            <li key={v.id} className="flex">
              <VenueCardWithFavourite venue={v} headingLevel="h2" className="w-full" priority={i === 0} withShortlist />
            </li>
          ))}
        </ul>
      </ShortlistScope>
    </FavouritesScope>
  )
}

function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set(key, value)
  return next
}
