// /dashboard 'My Events': Grid/List toggle, tabs Upcoming (default) / Past Events (past and
// cancelled) / All Events, each with its own empty state.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarPlusIcon from 'lucide-react/icons/calendar-plus'
import * as layoutGridIcon from 'lucide-react/icons/layout-grid'
import * as listIcon from 'lucide-react/icons/list'
import * as plusIcon from 'lucide-react/icons/plus'
import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { EventSummary } from '~/domain/events/event'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { cn } from '~/web/lib/cn'
import { useEvents } from '../api/get-events'
import { EventCard } from './event-card'
import { NewEventButton } from './new-event-button'

const CalendarPlus = lucideIcon(calendarPlusIcon)
const LayoutGrid = lucideIcon(layoutGridIcon)
const List = lucideIcon(listIcon)
const Plus = lucideIcon(plusIcon)

type Filter = 'upcoming' | 'past' | 'all'
type Layout = 'grid' | 'list'

const FILTERS: { value: Filter; label: string; empty: string; matches: (e: EventSummary) => boolean }[] = [
  {
    value: 'upcoming',
    label: 'Upcoming',
    empty: "You don't have any upcoming events.",
    matches: (e) => e.status === 'upcoming',
  },
  {
    value: 'past',
    label: 'Past Events',
    empty: "You don't have any past events.",
    matches: (e) => e.status !== 'upcoming',
  },
  { value: 'all', label: 'All Events', empty: "You don't have any events yet.", matches: () => true },
]

const LAYOUT_KEY = 'bountiful.dashboard.layout'

function storedLayout(): Layout {
  try {
    return window.localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid'
  } catch {
    return 'grid'
  }
}

const unchanging = () => () => {}

/**
 * `cardExtra`: what another feature adds to each event's card; `beforeEvents`: what another feature
 * shows between the heading and the events (her requests not confirmed yet), composed in src/web/app.
 * While the events or `loading` (what the page reads beside them) are pending, only the heading and
 * a skeleton as tall as the screen show, so that everything after the heading appears at once
 * without moving anything already painted (the page footer stays below the fold).
 */
export function EventsOverview({
  cardExtra,
  beforeEvents,
  loading = false,
}: { cardExtra?: (event: EventSummary) => ReactNode; beforeEvents?: ReactNode; loading?: boolean } = {}) {
  const [filter, setFilter] = useState<Filter>('upcoming')
  // The stored choice is the browser's: the server and the hydration render show the grid.
  const stored = useSyncExternalStore(unchanging, storedLayout, () => 'grid' as const)
  const [chosen, setChosen] = useState<Layout | null>(null)
  const layout = chosen ?? stored
  const events = useEvents()
  // The skeleton shows at once whenever something is pending, but what replaces it is rendered at a
  // transition's priority: React renders it in slices of a few milliseconds, not in the task that
  // brought the last answer (a long task a phone felt as blocking time, docs/benchmarks.md).
  const pending = loading || events.isPending
  const stillPending = useDeferredValue(pending)

  const setLayout = (next: Layout) => {
    setChosen(next)
    try {
      window.localStorage.setItem(LAYOUT_KEY, next)
    } catch {
      // Not remembered: fine.
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl font-semibold text-ink-900">My Events</h1>
          <p className="text-ink-600">Your dinners and gatherings, with their tasks, team and guests.</p>
        </div>
        <NewEventButton>
          <Plus aria-hidden /> New Event
        </NewEventButton>
      </div>
      {pending || stillPending || events.isPending ? (
        <LoadingCards layout={layout} />
      ) : (
        <>
          {beforeEvents}
          <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList aria-label="Filter events" className="max-w-full overflow-x-auto">
                {FILTERS.map((f) => (
                  <TabsTrigger key={f.value} value={f.value}>
                    {f.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div role="group" aria-label="View" className="inline-flex rounded-full bg-ivory-200 p-1">
                <LayoutButton pressed={layout === 'grid'} onClick={() => setLayout('grid')} label="Grid">
                  <LayoutGrid aria-hidden />
                </LayoutButton>
                <LayoutButton pressed={layout === 'list'} onClick={() => setLayout('list')} label="List">
                  <List aria-hidden />
                </LayoutButton>
              </div>
            </div>
            {FILTERS.map((f) => (
              <TabsContent key={f.value} value={f.value}>
                {events.isError ? (
                  <div role="alert" className="grid justify-items-start gap-3">
                    <p className="text-ink-800">We couldn't load your events. Please try again.</p>
                    <Button variant="outline" onClick={() => events.refetch()}>
                      Try again
                    </Button>
                  </div>
                ) : (
                  <EventList
                    events={events.data.filter(f.matches)}
                    layout={layout}
                    empty={f.empty}
                    label={f.label}
                    cardExtra={cardExtra}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  )
}

function LayoutButton({
  pressed,
  onClick,
  label,
  children,
}: {
  pressed: boolean
  onClick: () => void
  label: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-700 focus-visible:outline-2 focus-visible:outline-terracotta-600 [&_svg]:size-4',
        pressed && 'bg-white text-ink-900 shadow-sm',
      )}
    >
      {children}
      {label}
    </button>
  )
}

function EventList({
  events,
  layout,
  empty,
  label,
  cardExtra,
}: {
  events: EventSummary[]
  layout: Layout
  empty: string
  label: string
  cardExtra?: (event: EventSummary) => ReactNode
}) {
  if (!events.length) {
    return (
      <div className="grid justify-items-center gap-4 rounded-(--radius-card) border border-dashed border-ivory-300 bg-white px-6 py-16 text-center">
        <CalendarPlus className="size-10 text-terracotta-600" aria-hidden />
        <p className="font-display text-2xl font-semibold text-ink-900">{empty}</p>
        <NewEventButton>Create Your First Event</NewEventButton>
      </div>
    )
  }
  return (
    <ul
      aria-label={`${label} events`}
      className={cn('grid gap-5', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
    >
      {events.map((event) => (
        <li key={event.id} className="grid">
          <EventCard event={event} layout={layout} extra={cardExtra?.(event)} />
        </li>
      ))}
    </ul>
  )
}

function LoadingCards({ layout }: { layout: Layout }) {
  return (
    // As tall as the screen: what replaces it moves nothing painted below it (the footer).
    <div className="grid min-h-screen content-start gap-5" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your events...
      </p>
      <Skeleton className="h-11 w-full max-w-md" />
      <div className={cn('grid gap-5', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-64 w-full" />
        ))}
      </div>
    </div>
  )
}
