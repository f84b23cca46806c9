import { AlertCircle, LayoutGrid, Map as MapIcon, Zap } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { cityLabel, matchCity } from '~/domain/cities'
import { EXPERIENCES, VENUE_TYPES } from '~/domain/options'
import type { VenueSummary } from '~/domain/venue'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Switch } from '~/web/components/ui/switch'
import { cn } from '~/web/lib/cn'
import { useFeaturedVenues } from '~/web/search/api/get-featured-venues'
import { useSearchVenues } from '~/web/search/api/search-venues'
import { ConciergeCta } from '~/web/search/components/concierge-cta'
import { CriteriaChips } from '~/web/search/components/criteria-chips'
import { SearchForm } from '~/web/search/components/search-form'
import { apiQueryFromParams, searchValuesFromParams } from '~/web/search/lib/search-params'
import { VenueCard, VenueCardSkeleton } from '~/web/venues/components/venue-card'

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

export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const apiQuery = apiQueryFromParams(params)
  const featured = apiQuery === ''
  const featuredQuery = useFeaturedVenues({ enabled: featured })
  const search = useSearchVenues(apiQuery, { enabled: !featured })
  const [view, setView] = useState<'grid' | 'map'>('grid')
  const [selected, setSelected] = useState<{ query: string; id: number | null }>({ query: '', id: null })
  const switchId = useId()

  const isLoading = featured ? featuredQuery.isPending : search.isPending
  const isError = featured ? featuredQuery.isError : search.isError
  const venues: VenueSummary[] = featured
    ? (featuredQuery.data ?? [])
    : (search.data?.pages.flatMap((p) => p.venues) ?? [])
  const total = featured ? venues.length : (search.data?.pages[0]?.total ?? 0)
  const apiMessage = featured ? undefined : search.data?.pages[0]?.message
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
          : `${total} ${total === 1 ? 'venue' : 'venues'} found${venues.length < total ? ` · showing ${venues.length}` : ''}`

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-8 sm:px-6 lg:px-8">
      <title>{`${title} · Bountiful`}</title>
      <section
        aria-label="Search"
        className="rounded-[1.75rem] border border-ivory-300 bg-white p-5 shadow-soft sm:p-6"
      >
        <SearchForm key={params.toString()} defaultValues={searchValuesFromParams(params)} carry={params} />
      </section>

      <div className="mt-8 grid gap-4">
        <CriteriaChips params={params} onChange={(next) => setParams(next)} />
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
            <p className="mt-1.5 text-ink-600" role="status" aria-live="polite">
              {status}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-4">
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

      <div className="mt-8">
        {isLoading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
              <VenueCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-red-200 bg-red-50 p-7 text-red-950"
          >
            <p className="flex items-center gap-2 font-medium">
              <AlertCircle className="size-5 text-destructive" aria-hidden /> Failed to load venues. Please try again.
            </p>
            <Button variant="outline" onClick={() => (featured ? featuredQuery.refetch() : search.refetch())}>
              Try again
            </Button>
          </div>
        ) : venues.length === 0 ? (
          <div className="grid gap-6">
            <p className="font-display text-xl text-ink-800" role={apiMessage ? 'alert' : undefined}>
              {apiMessage ?? 'No venues found for your search criteria.'}
            </p>
            <ConciergeCta />
          </div>
        ) : view === 'map' ? (
          <Suspense fallback={<Skeleton className="h-[600px] w-full" />}>
            <MapView venues={venues} selectedId={selectedId} onSelect={(id) => setSelected({ query: apiQuery, id })} />
          </Suspense>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Venues">
            {venues.map((v) => (
              <li key={v.id} className="flex">
                <VenueCard venue={v} headingLevel="h2" className="w-full" />
              </li>
            ))}
          </ul>
        )}
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
