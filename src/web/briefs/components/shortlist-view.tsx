// /shortlist: the venues a planner is considering (up to five), each removable, shared by a link,
// and sent one brief. A link someone shared shows their list, which she may make hers.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as checkIcon from 'lucide-react/icons/check'
import * as copyIcon from 'lucide-react/icons/copy'
import * as listPlusIcon from 'lucide-react/icons/list-plus'
import * as sendIcon from 'lucide-react/icons/send'
import { useEffect, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { briefsPaths, SHORTLIST_PARAM } from '../briefs-paths'
import { shortlistFromParam, SHORTLIST_MAX } from '../lib/shortlist-rules'
import { useShortlist } from '../lib/use-shortlist'
import { ShortlistVenueRow, type ShortlistVenue } from './shortlist-venue-row'

const Check = lucideIcon(checkIcon)
const Copy = lucideIcon(copyIcon)
const ListPlus = lucideIcon(listPlusIcon)
const Send = lucideIcon(sendIcon)

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id))

/** Which list the page shows: the planner's own, or one shared with her by a link. */
export function useShownShortlist() {
  const shortlist = useShortlist()
  const [params, setParams] = useSearchParams()
  const shared = shortlistFromParam(params.get(SHORTLIST_PARAM))
  const isShared = shared.length > 0 && shortlist.ready && !sameIds(shared, shortlist.ids)
  const adoptShared = () => {
    shortlist.replace(shared)
    setParams({}, { replace: true })
  }
  // Someone with no shortlist of her own who opens a shared one simply has it.
  const adoptAtOnce = isShared && shortlist.ids.length === 0
  useEffect(() => {
    if (adoptAtOnce) adoptShared()
  })
  return {
    shortlist,
    ids: isShared && !adoptAtOnce ? shared : shortlist.ids,
    shared: isShared && !adoptAtOnce,
    adoptShared,
    keepOwn: () => setParams({}, { replace: true }),
  }
}

export function ShortlistView({
  shown,
  venues,
  pending,
}: {
  shown: ReturnType<typeof useShownShortlist>
  venues: ShortlistVenue[]
  pending: number
}) {
  const ids = useId()
  const { shortlist, shared } = shown
  const loading = !shortlist.ready || pending > 0
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <title>Your shortlist · Bountiful</title>
      <header className="grid gap-2">
        <h1 className="font-display text-4xl font-semibold text-ink-900">
          {shared ? 'A shortlist shared with you' : 'Your shortlist'}
        </h1>
        <p className="text-ink-700">
          Up to {SHORTLIST_MAX} venues you are considering. Send them one brief and compare their quotes side by side,
          all in.
        </p>
      </header>

      {shared && (
        <aside
          aria-labelledby={`${ids}-shared`}
          className="grid gap-3 rounded-(--radius-card) border border-terracotta-200 bg-terracotta-50 p-5"
        >
          <h2 id={`${ids}-shared`} className="font-semibold text-ink-900">
            This is someone else's shortlist
          </h2>
          <p className="text-sm text-ink-700">
            Your own shortlist has {shortlist.ids.length} {shortlist.ids.length === 1 ? 'venue' : 'venues'}. Make this
            one yours to send it a brief; yours is then replaced.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={shown.adoptShared}>Make it my shortlist</Button>
            <Button variant="outline" onClick={shown.keepOwn}>
              Keep mine
            </Button>
          </div>
        </aside>
      )}

      {loading ? (
        <div className="grid gap-3" aria-busy="true">
          <p className="sr-only" role="status">
            Loading your shortlist...
          </p>
          {Array.from({ length: Math.max(1, Math.min(pending, SHORTLIST_MAX)) }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : venues.length === 0 ? (
        <EmptyShortlist />
      ) : (
        <>
          <p className="text-sm font-medium text-ink-700" role="status">
            {venues.length} of {SHORTLIST_MAX} venues
          </p>
          <ul className="grid gap-3" aria-label={shared ? 'Shared shortlist' : 'Your shortlist'}>
            {venues.map((venue) => (
              <li key={venue.id}>
                <ShortlistVenueRow venue={venue}>
                  {!shared && (
                    <Button variant="outline" size="sm" onClick={() => shortlist.remove(venue)}>
                      Remove<span className="sr-only"> {venue.name}</span>
                    </Button>
                  )}
                </ShortlistVenueRow>
              </li>
            ))}
          </ul>
          {!shared && (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button asChild size="lg">
                <Link to={briefsPaths.briefForm()}>
                  <Send aria-hidden /> Send one brief
                </Link>
              </Button>
              <CopyShareLink venueIds={shortlist.ids} />
              {venues.length < SHORTLIST_MAX && (
                <Link
                  to={paths.search()}
                  className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-terracotta-700 underline-offset-4 hover:underline"
                >
                  <ListPlus className="size-4" aria-hidden /> Add more venues
                </Link>
              )}
            </div>
          )}
        </>
      )}
    </div>
  )
}

function CopyShareLink({ venueIds }: { venueIds: readonly number[] }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    const url = new URL(briefsPaths.shortlist(venueIds), window.location.origin).toString()
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      toast({ title: 'Copy this link to share your shortlist', description: url })
    }
  }
  return (
    <Button variant="outline" size="lg" onClick={copy}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Link copied' : 'Copy a link to share it'}
    </Button>
  )
}

function EmptyShortlist() {
  return (
    <div className="grid justify-items-center gap-4 rounded-(--radius-card) border border-dashed border-ivory-300 bg-white px-6 py-16 text-center">
      <ListPlus className="size-10 text-terracotta-500" aria-hidden />
      <p className="font-display text-2xl font-semibold text-ink-900">No venues on your shortlist yet</p>
      <p className="max-w-md text-ink-600">
        Choose "Add to shortlist" on up to {SHORTLIST_MAX} venues, then send them all one brief.
      </p>
      <Button asChild>
        <Link to={paths.search()}>Find venues</Link>
      </Button>
    </div>
  )
}
