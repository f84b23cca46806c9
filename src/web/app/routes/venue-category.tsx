import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import { Link, useLocation } from 'react-router'
import { VENUE_TYPES } from '~/domain/options'
import { venueCountText } from '~/domain/search/search-constants'
import { Button } from '~/web/components/ui/button'
import { paths } from '~/web/lib/paths'
import { preloadConsultationDialog, useConsultationDialog } from '~/web/requests/components/consultation-trigger'
import { useVenuesByType, venuesByTypeQueryOptions } from '~/web/venues/api/get-venues-by-type'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from '~/web/app/venue-card-with-favourite'
import type { RoutePrefetch } from '../router'

const ArrowRight = lucideIcon(arrowRightIcon)

type Category = (typeof VENUE_TYPES)[number]

const CATEGORY_COPY: Record<Category['value'], { title: string; intro: string }> = {
  restaurant: {
    title: 'Restaurants',
    intro: 'Private dining rooms, chef’s tables and full buyouts at restaurants made for a shared table.',
  },
  hotel: { title: 'Hotels', intro: 'Hotel salons, rooftops and ballrooms with the service to host a dinner for 60.' },
  'convention-center': {
    title: 'Convention Centers',
    intro: 'Dinners steps from the conference floor, for organizers moving big groups.',
  },
  'unique-venue': {
    title: 'Unique Venues',
    intro: 'Galleries, wineries, lofts and libraries: rooms your guests will talk about.',
  },
  'hidden-gem': {
    title: 'Hidden Gems',
    intro: 'Chef’s tables, cellars and small back rooms for a group that wants a room of its own.',
  },
}

const categoryOf = (pathname: string) => {
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  return VENUE_TYPES.find((t) => t.slug === (slug === 'unique' ? 'unique-venues' : slug))
}

/** What a server-rendered category page shows: its venues (router.tsx, RouteModuleHandle.prefetch). */
export const prefetchCategoryPage: RoutePrefetch = async (client, url) => {
  const category = categoryOf(url.pathname)
  if (category) await client.prefetchInfiniteQuery(venuesByTypeQueryOptions(category.value))
}

/** /venues/{category}; '/venues/unique' is an alias of '/venues/unique-venues'. */
export function VenueCategoryPage() {
  const { pathname } = useLocation()
  const category = categoryOf(pathname)
  if (!category) return <VenueCategoriesIndex />
  return <CategoryListing key={category.value} category={category} />
}

function CategoryListing({ category }: { category: Category }) {
  const copy = CATEGORY_COPY[category.value]
  const query = useVenuesByType(category.value)
  const venues = query.data?.pages.flatMap((p) => p.venues) ?? []
  const total = query.data?.pages[0]?.total ?? 0
  const totalCapped = !!query.data?.pages[0]?.totalCapped
  const consultation = useConsultationDialog()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{`${copy.title} · Bountiful`}</title>
      <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Venue category</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">{copy.intro}</p>
      <p className="mt-3 text-sm text-ink-600" role="status">
        {query.isPending ? 'Loading venues...' : query.isError ? '' : venueCountText(total, totalCapped)}
      </p>
      <div className="mt-10">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <VenueCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950">
            Failed to load venues. Please try again.
          </p>
        ) : venues.length === 0 ? (
          <p className="text-ink-600">No venues in this category yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={copy.title}>
            {venues.map((v) => (
              <li key={v.id} className="flex">
                <VenueCardWithFavourite
                  venue={v}
                  headingLevel="h2"
                  className="w-full"
                  action={
                    <Button
                      size="sm"
                      variant="outline"
                      aria-haspopup="dialog"
                      aria-label={`Inquire About This Venue: ${v.name}`}
                      onPointerEnter={preloadConsultationDialog}
                      onFocus={preloadConsultationDialog}
                      onClick={() =>
                        consultation.open({
                          location: v.location,
                          notes: `Inquiry about ${v.name} (${v.location})`,
                          venueId: v.id,
                          venueName: v.name,
                        })
                      }
                    >
                      Inquire About This Venue
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <div className="mt-10 flex justify-center">
            <Button
              variant="outline"
              size="lg"
              disabled={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading more...' : 'Show more venues'}
            </Button>
          </div>
        )}
      </div>
      {consultation.dialog}
    </div>
  )
}

export function VenueCategoriesIndex() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>Venue Categories · Bountiful</title>
      <h1 className="font-display text-4xl font-semibold text-ink-900 sm:text-5xl">Venue Categories</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">Browse every venue we work with by the kind of room it is.</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {VENUE_TYPES.map((t) => (
          <li key={t.value}>
            <Link
              to={paths.venueCategory(t.slug)}
              className="group flex h-full flex-col gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft transition-shadow hover:shadow-lift"
            >
              <span className="font-display text-2xl font-semibold text-ink-900 group-hover:text-terracotta-700">
                {CATEGORY_COPY[t.value].title}
              </span>
              <span className="text-sm leading-relaxed text-ink-600">{CATEGORY_COPY[t.value].intro}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-terracotta-700">
                Browse {CATEGORY_COPY[t.value].title.toLowerCase()} <ArrowRight className="size-4" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
