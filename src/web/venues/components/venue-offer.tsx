// What can be booked: the venue's spaces and its packages, each package with what it
// includes and its all-in price for the planner's group (the proposals' function), and "Choose this
// package", which opens the booking wizard on it.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as usersIcon from 'lucide-react/icons/users'
import * as zapIcon from 'lucide-react/icons/zap'
import { useId } from 'react'
import { SPACE_KIND_LABELS } from '~/domain/concierge/venue-availability'
import { formatCents } from '~/domain/pricing/estimate'
import type { VenueDetail } from '~/domain/venues/venue'
import { packageEstimate, packageOffered } from '~/domain/venues/planner-packages'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { formatDisplayDate } from '~/web/lib/dates'
import { venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const Users = lucideIcon(usersIcon)
const Zap = lucideIcon(zapIcon)

/** A space's card: half of the page's main column from `sm` up, full width below. */
const SPACE_PHOTO_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'

type Props = {
  venue: VenueDetail
  /** The planner's group, date and time (from the URL or the booking card). */
  selection: { guests: number; date?: string; time: string }
  onChoosePackage: (packageId: number) => void
}

const capacityText = (seated: number, standing: number) =>
  [seated > 0 ? `${seated} seated` : null, standing > 0 ? `${standing} standing` : null].filter(Boolean).join(' · ')

export function VenueOffer({ venue, selection, onChoosePackage }: Props) {
  const ids = useId()
  if (!venue.spaces.length && !venue.packages.length) return null
  const { guests, date, time } = selection
  return (
    <section aria-labelledby={`${ids}-title`} className="mt-10 grid gap-6" data-testid="venue-offer">
      <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink-900">
        Spaces and packages
      </h2>
      {venue.spaces.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Spaces">
          {venue.spaces.map((s) => (
            <li key={s.id} className="rounded-2xl border border-ivory-300 bg-white p-4" data-testid="venue-space">
              {s.photo && (
                <img
                  {...venuePhotoSources(s.photo.url, SPACE_PHOTO_SIZES, s.photo)}
                  alt={s.name}
                  loading="lazy"
                  decoding="async"
                  className="mb-3 aspect-[3/2] w-full rounded-xl object-cover"
                />
              )}
              <p className="font-semibold text-ink-900">{s.name}</p>
              <p className="text-sm text-ink-700">{SPACE_KIND_LABELS[s.kind]}</p>
              <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-700">
                <Users className="size-4 text-ink-500" aria-hidden />{' '}
                {capacityText(s.seatedCapacity, s.standingCapacity)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {venue.packages.length > 0 && (
        <div className="grid gap-3">
          <p className="text-sm text-ink-700" aria-live="polite">
            All-in prices for {guests} guests{date ? ` on ${formatDisplayDate(date)}` : ''}: food and drink, room fee,
            service, tax and gratuity.
          </p>
          <ul className="grid gap-3" aria-label="Packages">
            {venue.packages.map((p) => {
              const { totals } = packageEstimate(p, guests)
              const tooMany = guests > p.capacity
              const notThen = date ? !packageOffered(p, date, time) : false
              return (
                <li
                  key={p.id}
                  className="grid gap-3 rounded-2xl border border-ivory-300 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
                  data-testid="venue-package"
                >
                  <div className="grid gap-1">
                    <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {p.name}
                      {p.instantBook && (
                        <Badge variant="default">
                          <Zap className="size-3" aria-hidden /> Instant book
                        </Badge>
                      )}
                    </h3>
                    <p className="text-sm text-ink-700">{p.spaceName}</p>
                    {p.description && <p className="text-sm text-ink-700">{p.description}</p>}
                    {p.included.length > 0 && (
                      <p className="text-sm text-ink-700">
                        <span className="font-medium text-ink-900">Includes:</span> {p.included.join(', ')}
                      </p>
                    )}
                    {(tooMany || notThen) && (
                      <p className="text-sm text-terracotta-800">
                        {tooMany ? `Holds at most ${p.capacity} guests` : 'Not offered on this day or at this time'}
                      </p>
                    )}
                  </div>
                  <div className="grid content-start gap-2 sm:justify-items-end">
                    <p className="text-ink-900" data-testid="package-all-in">
                      <span className="font-display text-xl font-semibold">{formatCents(totals.totalCents)}</span> all
                      in
                      <span className="block text-sm text-ink-700">
                        {formatCents(totals.perGuestCents)} per guest, all in
                      </span>
                    </p>
                    <Button
                      variant="outline"
                      aria-haspopup="dialog"
                      aria-label={`Choose this package: ${p.name}`}
                      disabled={tooMany}
                      onClick={() => onChoosePackage(p.id)}
                    >
                      Choose this package
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </section>
  )
}
