// /staff/venues: the catalogue, archived venues too, searchable by name or slug, city and status.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as plusIcon from 'lucide-react/icons/plus'
import * as searchIcon from 'lucide-react/icons/search'
import * as uploadIcon from 'lucide-react/icons/upload'
import { useId, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CITIES } from '~/domain/cities'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { toQueryString } from '~/web/lib/api'
import { cn } from '~/web/lib/cn'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { useStaffVenues } from '../api/get-venues'
import { staffPaths } from '../staff-paths'
import type { StaffVenueList } from '~/domain/staff/staff-venue-api'

const Plus = lucideIcon(plusIcon)
const Search = lucideIcon(searchIcon)
const Upload = lucideIcon(uploadIcon)

const PAGE_SIZE = 50

/** One venue of the list: its name (to its editor), slug, summary and status. */
function VenueRow({ venue: v }: { venue: StaffVenueList['venues'][number] }) {
  return (
    <li className="grid gap-1 rounded-xl border border-ivory-300 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <Link
          to={staffPaths.venue(v.id)}
          className="truncate font-medium text-terracotta-700 underline-offset-4 hover:underline"
        >
          {v.name}
        </Link>
        <span className="truncate font-mono text-xs text-ink-600">{v.slug}</span>
      </div>
      <span className="text-sm text-ink-700">
        {v.location} · {v.minGuests}–{v.maxGuests} guests · ${v.pricePerPerson} pp · {v.photoCount} photo
        {v.photoCount === 1 ? '' : 's'}
      </span>
      <span
        className={cn(
          'justify-self-start rounded-full border px-2.5 py-0.5 text-xs font-semibold sm:justify-self-end',
          v.status === 'active'
            ? 'border-sage-600/30 bg-sage-100 text-sage-700'
            : 'border-ink-200 bg-ivory-200 text-ink-700',
        )}
      >
        {v.status === 'active' ? 'Active' : 'Archived'}
      </span>
    </li>
  )
}

export function VenuesView() {
  const ids = useId()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const city = params.get('city') ?? ''
  const status = params.get('status') ?? 'all'
  const offset = Number(params.get('offset') ?? 0) || 0
  const venues = useStaffVenues(toQueryString({ q, city, status, limit: PAGE_SIZE, offset }))

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    if (!('offset' in changes)) next.delete('offset')
    setParams(next, { replace: true })
  }
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() })
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>Venues · Concierge console · Bountiful</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl font-semibold text-ink-900">Venues</h1>
          <p className="text-ink-600">
            The catalogue planners search: create, edit, archive, photos and blackout dates.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={staffPaths.venueImport()}>
              <Upload aria-hidden /> Import CSV
            </Link>
          </Button>
          <Button asChild>
            <Link to={staffPaths.newVenue()}>
              <Plus aria-hidden /> New venue
            </Link>
          </Button>
        </div>
      </div>

      <section
        aria-label="Filters"
        className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end"
      >
        <form role="search" aria-label="Search venues" onSubmit={onSearch} className="flex items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor={`${ids}-q`}>Search by name or slug</Label>
            <Input id={`${ids}-q`} name="q" type="search" defaultValue={q} key={q} autoComplete="off" />
          </div>
          <Button type="submit" variant="dark">
            <Search aria-hidden /> Search
          </Button>
        </form>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-city`}>City</Label>
          <select
            id={`${ids}-city`}
            className={nativeSelectClass}
            value={city}
            onChange={(e) => update({ city: e.target.value })}
          >
            <option value="">All cities</option>
            {CITIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-status`}>Status</Label>
          <select
            id={`${ids}-status`}
            className={nativeSelectClass}
            value={status}
            onChange={(e) => update({ status: e.target.value === 'all' ? '' : e.target.value })}
          >
            <option value="all">Active and archived</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        </div>
      </section>

      <section aria-label="Venues" aria-busy={venues.isFetching} className="grid gap-3">
        {venues.isPending ? (
          <div className="grid gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : venues.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            The venues could not be loaded. {venues.error.message}
          </p>
        ) : venues.data.venues.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 p-8 text-center text-ink-600">
            No venues match.
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-ink-600">
              Showing {offset + 1}–{offset + venues.data.venues.length} of {venues.data.total} venues
            </p>
            <ul className="grid gap-2">
              {venues.data.venues.map((v) => (
                <VenueRow key={v.id} venue={v} />
              ))}
            </ul>
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => update({ offset: offset - PAGE_SIZE > 0 ? String(offset - PAGE_SIZE) : '' })}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={offset + PAGE_SIZE >= venues.data.total}
                onClick={() => update({ offset: String(offset + PAGE_SIZE) })}
              >
                Next
              </Button>
            </nav>
          </>
        )}
      </section>
    </div>
  )
}
