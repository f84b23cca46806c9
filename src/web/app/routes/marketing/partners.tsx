// /partners: who we work with, and 'Apply to Partner' (POST /api/partners/applications).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as buildingComplexIcon from 'lucide-react/icons/building-complex'
import * as calendarHeartIcon from 'lucide-react/icons/calendar-heart'
import * as utensilsCrossedIcon from 'lucide-react/icons/utensils-crossed'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { GUEST_RANGE } from '~/domain/guests'
import { Button } from '~/web/components/ui/button'
import type { PartnerTypeId } from '~/web/requests/components/partner-application-dialog'
import { requestPaths } from '~/web/requests/lib/request-paths'

const Building2 = lucideIcon(buildingComplexIcon)
const CalendarHeart = lucideIcon(calendarHeartIcon)
const UtensilsCrossed = lucideIcon(utensilsCrossedIcon)

const loadDialog = () => import('~/web/requests/components/partner-application-dialog')
const PartnerApplicationDialog = lazy(() => loadDialog().then((m) => ({ default: m.PartnerApplicationDialog })))

const PARTNERS: { type: PartnerTypeId; icon: typeof Building2; title: string; text: string; points: string[] }[] = [
  {
    type: 'restaurant-venue',
    icon: UtensilsCrossed,
    title: 'Restaurants & Venues',
    text: `Fill private rooms and quiet nights with groups of ${GUEST_RANGE} who arrive with a date, a headcount and a menu agreed in advance.`,
    points: [
      'Qualified group requests, never cold leads',
      'No listing fee',
      'Your rooms shown with your own photos and terms',
    ],
  },
  {
    type: 'event-planner',
    icon: CalendarHeart,
    title: 'Event Planners',
    text: 'Search private rooms and buyouts in one place, by date, group size and budget, and let our concierge check availability with the venues for you.',
    points: [
      'One brief, a shortlist of venues',
      'Shortlists within 24 hours',
      'Deposits arranged with the venue for your clients',
    ],
  },
  {
    type: 'corporate',
    icon: Building2,
    title: 'Corporate Partners',
    text: 'Team dinners, offsites and client events in every city we serve, booked the same way by everyone in your company.',
    points: [
      'A named concierge for your team',
      'Consolidated invoicing',
      'Dietary and accessibility needs handled up front',
    ],
  },
]

export function PartnersPage() {
  const [dialog, setDialog] = useState<{ open: boolean; type?: PartnerTypeId; session: number } | null>(null)
  const apply = (type: PartnerTypeId) =>
    setDialog((d) => ({ open: true, type, session: d && d.type === type ? d.session : (d?.session ?? 0) + 1 }))

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <title>Partners · Bountiful</title>
      <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Partners</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">Partner with Bountiful</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">
        We bring groups to great rooms. Whether you run the room, plan the event or book for a whole company, there is a
        way to work with us.
      </p>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {PARTNERS.map((p) => (
          <li
            key={p.type}
            className="flex flex-col rounded-(--radius-card) border border-ivory-300 bg-white p-7 shadow-soft"
          >
            <p.icon className="size-8 text-terracotta-600" aria-hidden />
            <h2 className="mt-5 font-display text-2xl font-semibold text-ink-900">{p.title}</h2>
            <p className="mt-3 text-ink-600">{p.text}</p>
            <ul className="mt-4 grid gap-1.5 text-sm text-ink-700">
              {p.points.map((pt) => (
                <li key={pt} className="flex gap-2">
                  <span aria-hidden className="text-terracotta-600">
                    •
                  </span>
                  {pt}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-wrap gap-3 pt-6">
              <Button
                aria-haspopup="dialog"
                aria-label={`Apply to Partner: ${p.title}`}
                onPointerEnter={() => void loadDialog()}
                onFocus={() => void loadDialog()}
                onClick={() => apply(p.type)}
              >
                Apply to Partner
              </Button>
              <Button asChild variant="outline">
                <Link to={requestPaths.contact()} aria-label={`Learn More: ${p.title}`}>
                  Learn More
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {dialog && (
        <Suspense fallback={null}>
          <PartnerApplicationDialog
            key={dialog.session}
            open={dialog.open}
            partnerType={dialog.type}
            onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          />
        </Suspense>
      )}
    </div>
  )
}
