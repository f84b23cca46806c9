// A venue's overview: what waits for the manager, and what planners can book.
import { Link } from 'react-router'
import { useBlackouts } from '../api/get-blackouts'
import { useMyVenues } from '../api/get-my-venues'
import { usePackages } from '../api/get-packages'
import { useSpaces } from '../api/get-spaces'
import { useVenueProfile } from '../api/get-venue-profile'
import { formatDisplayDate } from '~/web/lib/dates'
import { portalPaths } from '../portal-paths'
import { capacityText, SPACE_KIND_LABELS } from '../lib/format'
import { Panel } from './portal-ui'

const linkClass = 'text-sm font-medium text-terracotta-700 underline underline-offset-4'
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function VenueOverview({ venueId }: { venueId: number }) {
  const venue = useVenueProfile(venueId)
  const myVenues = useMyVenues()
  const spaces = useSpaces(venueId)
  const packages = usePackages(venueId)
  const blackouts = useBlackouts(venueId)
  const waiting = myVenues.data?.find((v) => v.id === venueId)?.unansweredRequests
  return (
    <div className="grid gap-6">
      <title>{`${venue.data?.name ?? 'Venue'} · Venue portal · Bountiful`}</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Overview</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Requests">
          <p className="text-ink-700">
            {waiting === undefined
              ? 'Counting the requests…'
              : waiting === 0
                ? 'Every request has an answer.'
                : `${plural(waiting, 'request waits', 'requests wait')} for your answer.`}
          </p>
          <Link to={portalPaths.inbox(venueId)} className={linkClass}>
            Open the requests
          </Link>
        </Panel>
        <Panel title="Spaces and packages">
          {spaces.data && packages.data ? (
            spaces.data.length === 0 ? (
              <p className="text-ink-700">Add a space first: packages, holds and blackouts belong to one.</p>
            ) : (
              <ul className="grid gap-1 text-sm text-ink-700">
                {spaces.data.map((s) => (
                  <li key={s.id}>
                    <span className="font-medium text-ink-900">{s.name}</span> · {SPACE_KIND_LABELS[s.kind]} ·{' '}
                    {capacityText(s)} ·{' '}
                    {plural(packages.data.filter((p) => p.spaceId === s.id).length, 'package', 'packages')}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p className="text-ink-700">Loading…</p>
          )}
          <div className="flex flex-wrap gap-4">
            <Link to={portalPaths.spaces(venueId)} className={linkClass}>
              Manage spaces
            </Link>
            <Link to={portalPaths.packages(venueId)} className={linkClass}>
              Manage packages
            </Link>
          </div>
        </Panel>
        <Panel title="Closed days ahead">
          {blackouts.data ? (
            blackouts.data.length === 0 ? (
              <p className="text-ink-700">No closed days ahead.</p>
            ) : (
              <ul className="grid gap-1 text-sm text-ink-700">
                {blackouts.data.slice(0, 5).map((b) => (
                  <li key={`${b.date}-${b.spaceId}`}>
                    {formatDisplayDate(b.date)} ·{' '}
                    {b.spaceId === null
                      ? 'whole venue'
                      : (spaces.data?.find((s) => s.id === b.spaceId)?.name ?? 'a space')}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p className="text-ink-700">Loading…</p>
          )}
          <div className="flex flex-wrap gap-4">
            <Link to={portalPaths.blackouts(venueId)} className={linkClass}>
              Manage blackouts
            </Link>
            <Link to={portalPaths.calendar(venueId)} className={linkClass}>
              See the calendar
            </Link>
          </div>
        </Panel>
      </div>
    </div>
  )
}
