import { LayoutGrid, Map as MapIcon, Pencil, Zap } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { cityLabel, matchCity } from '~/domain/cities'
import { clampGuests } from '~/domain/guests'
import { EXPERIENCES, VENUE_TYPES } from '~/domain/options'
import { venueCountText } from '~/domain/search/search-constants'
import type { VenueSummary } from '~/domain/venues/venue'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Switch } from '~/web/components/ui/switch'
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
import { SortSelect } from '~/web/search/components/sort-select'
import { apiQueryFromParams, searchValuesFromParams } from '~/web/search/lib/search-params'
import { searchSummary } from '~/web/search/lib/search-summary'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from '~/web/app/venue-card-with-favourite'
import { ShortlistTray } from '~/web/briefs/components/shortlist-tray'
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
  const [view, setView] = useState<'grid' | 'map'>('grid')
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
  const lastMinute = params.get('lastMinute') === 'true'
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
        <button
          type="button"
          aria-expanded={!folded}
          aria-controls={formId}
          onClick={() => setEditing(folded ? params.toString() : null)}
          data-testid="search-summary"
          className="flex w-full items-center gap-3 rounded-full border border-ivory-300 bg-white py-2.5 pr-3 pl-5 text-left shadow-soft md:hidden"
        >
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink-900">
            <span className="sr-only">Edit search: </span>
            {summary}
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-terracotta-50 px-3 py-1 text-xs font-semibold text-terracotta-800">
            <Pencil className="size-3.5" aria-hidden /> {folded ? 'Edit' : 'Done'}
          </span>
        </button>
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
            {hasResults && !featured && <AskCallieAboutResults params={params} city={resolved?.city} />}
            {resolved?.corrected === 'alias' && (
              <p className="mt-1 truncate text-sm text-ink-700" data-testid="did-you-mean">
                Showing venues in {resolved.city} for “{resolved.typed}”.
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <div className="flex items-center gap-2.5">
              <Switch
                id={switchId}
                checked={lastMinute}
                onCheckedChange={(on) => {
                  const next = new URLSearchParams(params)
                  if (on) next.set('lastMinute', 'true')
                  else next.delete('lastMinute')
                  setParams(next)
                }}
              />
              <Label htmlFor={switchId}>Available within 48h</Label>
              <Badge variant="dark" className="gap-1">
                <Zap className="size-3 fill-gold-400 text-gold-400" aria-hidden /> Last Minute
              </Badge>
            </div>
            {!featured && (hasResults || params.has('sort')) && (
              <SortSelect params={params} onChange={(next) => setParams(next)} />
            )}
            {hasResults && (
              <div role="group" aria-label="View" className="inline-flex rounded-full bg-ivory-200 p-1">
                {(
                  [
                    ['grid', 'Grid', LayoutGrid],
                    ['map', 'Map', MapIcon],
                  ] as const
                ).map(([value, label, Icon]) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={view === value}
                    onClick={() => setView(value)}
                    className={cn(
                      'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-medium transition-colors',
                      view === value ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                    )}
                  >
                    <Icon className="size-4" aria-hidden /> {label}
                  </button>
                ))}
              </div>
            )}
          </div>
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
        ) : view === 'map' ? (
          <Suspense fallback={<Skeleton className="h-[600px] w-full" />}>
            <MapView venues={venues} selectedId={selectedId} onSelect={(id) => setSelected({ query: apiQuery, id })} />
          </Suspense>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Venues">
            {venues.map((v, i) => (
              <li key={v.id} className="flex">
                <VenueCardWithFavourite
                  venue={v}
                  headingLevel="h2"
                  className="w-full"
                  priority={i === 0}
                  withShortlist
                />
              </li>
            ))}
          </ul>
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

function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set(key, value)
  return next
}
