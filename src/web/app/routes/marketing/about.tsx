import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as compassIcon from 'lucide-react/icons/compass'
import * as heartHandshakeIcon from 'lucide-react/icons/heart-handshake'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import { Link } from 'react-router'
import { GUEST_RANGE } from '~/domain/guests'
import { cityLabel } from '~/domain/cities'
import { cityPagePath, pageTitle } from '~/domain/site/public-pages'
import { Button } from '~/web/components/ui/button'
import { CtaPanel, PageHeader, Section, TileGrid } from '~/web/content/content-page'
import { useCatalogueStats } from '~/web/content/catalogue'
import { paths } from '~/web/lib/paths'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'

const ArrowRight = lucideIcon(arrowRightIcon)
const Compass = lucideIcon(compassIcon)
const HeartHandshake = lucideIcon(heartHandshakeIcon)
const MapPin = lucideIcon(mapPinIcon)
const Sparkles = lucideIcon(sparklesIcon)

export function AboutPage() {
  const stats = useCatalogueStats()
  return (
    <>
      <title>{pageTitle('About')}</title>
      <PageHeader
        eyebrow="About Bountiful"
        title="We find the table for groups that are hard to seat"
        intro={
          <p>
            Booking dinner for two takes a minute. Booking dinner for thirty takes a week of calls, deposits and
            spreadsheets. Bountiful exists to make that second booking as easy as the first, for any group of{' '}
            {GUEST_RANGE}
            guests.
          </p>
        }
      />

      <Section id="story" title="What we do">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="grid gap-4 text-ink-700">
            <p>
              Planners come to us with an occasion: a team dinner, a client evening, a birthday, a product launch. We
              list restaurants, hotels, event spaces and private rooms, and show the ones that can seat the group and
              are open on the night, given each venue's blackout dates and the notice it needs.
            </p>
            <p>
              Callie, our concierge, is part software and part people. The software reads every request and suggests
              venues in seconds; our concierge team checks availability with the venues, answers questions and replies
              to every request within 24 hours.
            </p>
            <p>
              A consultation is free, and so is sending a request. Bountiful takes no payment: if the venue asks for a
              deposit, our concierge team helps you arrange it with the venue.
            </p>
          </div>
          <CatalogueFigures stats={stats} />
        </div>
      </Section>

      <Section id="values" title="How we work" tone="muted">
        <TileGrid
          tiles={[
            {
              icon: Compass,
              title: 'Only what fits',
              text: 'Search and Callie leave out venues that are closed on your date, need more notice or cannot seat your group.',
            },
            {
              icon: Sparkles,
              title: 'Rooms of your own',
              text: 'Private rooms, chef’s tables, cellars and buyouts, each with its capacity and a price per person.',
            },
            {
              icon: HeartHandshake,
              title: 'People answer',
              text: 'Every request reaches a person on our concierge team, who replies within 24 hours.',
            },
            {
              icon: MapPin,
              title: 'City by city',
              text: 'We work city by city and say which cities are open and which are coming soon.',
            },
          ]}
        />
      </Section>

      <Section id="cities" title="Where we are">
        {stats.isPending ? (
          <p className="text-ink-600" role="status">
            Loading cities...
          </p>
        ) : (
          <div className="grid gap-8 md:grid-cols-2">
            <CityList title="Open now" cities={stats.activeCities} />
            <CityList title="Coming soon" cities={stats.comingSoonCities} />
          </div>
        )}
        <p className="mt-10 text-ink-700">
          Read about our{' '}
          <Link to="/services" className="font-medium text-terracotta-700 underline underline-offset-4">
            services
          </Link>
          , meet{' '}
          <Link to="/meet-callie" className="font-medium text-terracotta-700 underline underline-offset-4">
            Callie and the team
          </Link>
          , or{' '}
          <Link to="/partners" className="font-medium text-terracotta-700 underline underline-offset-4">
            partner with us
          </Link>
          .
        </p>
      </Section>

      <CtaPanel
        title="Planning something?"
        text={<p>Tell us about it. The consultation is free and we reply within 24 hours.</p>}
      >
        <ConsultationButton size="lg">Schedule a Consultation</ConsultationButton>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.search()}>
            Browse venues <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CtaPanel>
    </>
  )
}

type CatalogueStats = ReturnType<typeof useCatalogueStats>

/** The catalogue in numbers: its venues, the cities open today, the group sizes. */
function CatalogueFigures({ stats }: { stats: CatalogueStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 self-start" aria-busy={stats.isPending}>
      {stats.venueCount !== undefined && (
        <div className="rounded-(--radius-card) border border-ivory-300 bg-white p-6">
          <dt className="text-sm text-ink-600">Venues in our catalogue</dt>
          <dd className="mt-2 font-display text-4xl font-semibold text-ink-900">
            {stats.venueCount.toLocaleString('en-US')}
          </dd>
        </div>
      )}
      <div className="rounded-(--radius-card) border border-ivory-300 bg-white p-6">
        <dt className="text-sm text-ink-600">Cities open today</dt>
        <dd className="mt-2 font-display text-4xl font-semibold text-ink-900">
          {stats.isPending ? '…' : stats.activeCities.length}
        </dd>
      </div>
      <div className="col-span-2 rounded-(--radius-card) border border-ivory-300 bg-white p-6">
        <dt className="text-sm text-ink-600">Group size</dt>
        <dd className="mt-2 font-display text-2xl font-semibold text-ink-900">
          {GUEST_RANGE} guests online, more through our concierge
        </dd>
      </div>
    </dl>
  )
}

function CityList({ title, cities }: { title: string; cities: CatalogueStats['activeCities'] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {cities.map((c) => (
          <li key={c.slug}>
            <Link
              to={cityPagePath(c.slug)}
              className="inline-flex rounded-full border border-ivory-300 bg-white px-4 py-2 text-sm font-medium text-ink-800 hover:border-terracotta-400 hover:text-terracotta-700"
            >
              {cityLabel(c)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
