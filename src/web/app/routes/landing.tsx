import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as calendarCheckIcon from 'lucide-react/icons/calendar-check'
import * as compassIcon from 'lucide-react/icons/compass'
import * as gemIcon from 'lucide-react/icons/gem'
import * as handCoinsIcon from 'lucide-react/icons/hand-coins'
import * as handshakeIcon from 'lucide-react/icons/handshake'
import * as messageSquareHeartIcon from 'lucide-react/icons/message-square-heart'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import * as usersRoundIcon from 'lucide-react/icons/users-round'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { GUEST_RANGE, MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import { Button } from '~/web/components/ui/button'
import { paths } from '~/web/lib/paths'
import { PLAN_SECTION_ID, scrollToPlan } from '~/web/app/plan-link'
import { SmartHubMedia } from '~/web/content/smart-hub-media'
import { Testimonials } from '~/web/home/components/testimonials'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'
import { SearchForm } from '~/web/search/components/search-form'
import { emptySearchValues } from '~/web/search/lib/search-values'

const ArrowRight = lucideIcon(arrowRightIcon)
const CalendarCheck = lucideIcon(calendarCheckIcon)
const Compass = lucideIcon(compassIcon)
const Gem = lucideIcon(gemIcon)
const HandCoins = lucideIcon(handCoinsIcon)
const Handshake = lucideIcon(handshakeIcon)
const MessageSquareHeart = lucideIcon(messageSquareHeartIcon)
const Sparkles = lucideIcon(sparklesIcon)
const UsersRound = lucideIcon(usersRoundIcon)

const STEPS = [
  {
    icon: MessageSquareHeart,
    title: 'Tell us the occasion',
    text: 'Share the occasion, group size, budget and the vibe you have in mind.',
  },
  {
    icon: Compass,
    title: 'See your top matches',
    text: 'Callie recommends venues from our catalogue that can host your group on your date, and says why each one fits.',
  },
  {
    icon: CalendarCheck,
    title: 'Request to book',
    text: 'Send a request for the venue you like. Our concierge team confirms it with the venue and replies within 24 hours.',
  },
  {
    icon: HandCoins,
    title: 'Deposits, arranged',
    text: 'Nothing is charged when you send a request. If the venue asks for a deposit, our concierge team helps you arrange it with them.',
  },
]

const REASONS = [
  {
    icon: Sparkles,
    title: 'Only venues that can host you',
    text: 'Search leaves out venues closed on your date, needing more notice than you have, or unable to seat your group.',
  },
  {
    icon: UsersRound,
    title: 'Built for groups and events',
    text: `Search by group size from ${GUEST_RANGE} guests; larger groups are planned with our concierge team.`,
  },
  {
    icon: Gem,
    title: 'Hidden venues and private dining',
    text: 'Private rooms, chef’s tables, wine cellars and buyouts, each with its amenities and a price per person.',
  },
  {
    icon: Handshake,
    title: 'Software plus a human concierge',
    text: 'Callie suggests in seconds; a person on our concierge team answers every request within 24 hours.',
  },
]

export function LandingPage() {
  const location = useLocation()
  useEffect(() => {
    // Arriving from a '/#plan' link on another page (the booking wizard's consultation link).
    if (location.hash === `#${PLAN_SECTION_ID}`) scrollToPlan()
  }, [location.hash])

  return (
    <>
      <title>Bountiful — Group dining and private event venues</title>
      <section className="relative overflow-hidden bg-ivory-50" aria-labelledby="hero-title">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 -right-32 size-[36rem] rounded-full bg-terracotta-100/70 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute top-64 -left-40 size-[28rem] rounded-full bg-ivory-200 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:px-8 lg:pb-24">
          <div className="max-w-3xl">
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-terracotta-200 bg-white/70 px-3.5 py-1.5 text-xs font-semibold tracking-wider text-terracotta-700 uppercase">
              <Sparkles className="size-3.5" aria-hidden /> Group dining, arranged by Callie
            </p>
            <h1
              id="hero-title"
              className="font-display text-4xl leading-[1.08] font-semibold tracking-tight text-ink-900 sm:text-6xl"
            >
              From Vision to Venue, We Make Group Dining Seamless
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-600">
              Private dining rooms, buyouts and hidden gems for groups of {MIN_GUESTS}-{MAX_GUESTS} guests: find venues
              open on your date that can seat your group, then send a request our concierge team answers within 24
              hours.
            </p>
          </div>
          <div className="mt-10 rounded-[1.75rem] border border-ivory-300 bg-white/90 p-5 shadow-lift backdrop-blur sm:p-7">
            <h2 className="sr-only">Find a venue</h2>
            <SearchForm defaultValues={emptySearchValues()} />
          </div>
        </div>
      </section>

      <section
        id={PLAN_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="plan-title"
        className="scroll-mt-24 bg-ink-900 text-ivory-50 outline-none"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-widest text-terracotta-300 uppercase">Consultation</p>
            <h2 id="plan-title" className="mt-3 font-display text-3xl font-semibold sm:text-5xl">
              What are you planning?
            </h2>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ivory-200">
              Tell Callie about your occasion and get personalised venue recommendations, or ask for a call with our
              concierge team, who reply within 24 hours.
            </p>
          </div>
          <div className="rounded-(--radius-card) border border-ink-700 bg-ink-800 p-7">
            <p className="font-display text-xl font-semibold">Book a free call with Callie</p>
            <p className="mt-3 text-ivory-200">
              Share the occasion, the date, your group size and the vibe. Our concierge team comes back within 24 hours
              with venues that fit.
            </p>
            <ul className="mt-5 grid gap-2 text-sm text-ivory-200">
              <li className="flex items-center gap-2">
                <CalendarCheck className="size-4 text-terracotta-300" aria-hidden /> Free consultation, no obligation
              </li>
              <li className="flex items-center gap-2">
                <UsersRound className="size-4 text-terracotta-300" aria-hidden /> Any group size, including more than 60
              </li>
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <ConsultationButton size="lg" />
              <Button asChild size="lg" variant="ghost" className="text-ivory-100 hover:bg-ink-700">
                <Link to={paths.concierge()}>
                  Talk to Callie <ArrowRight aria-hidden />
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="hub-title" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <div className="grid gap-14 lg:grid-cols-[1.05fr_1fr] lg:items-center">
          <SmartHubMedia />
          <div>
            <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Meet the concierge</p>
            <h2 id="hub-title" className="mt-3 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
              Bountiful Smart Hub
            </h2>
            <p className="mt-4 text-ink-600">One conversation with Callie instead of a dozen tabs and phone calls.</p>
            <h3 className="mt-10 font-display text-2xl font-semibold text-ink-900">How It Works</h3>
            <ol className="mt-6 grid gap-6">
              {STEPS.map((s, i) => (
                <li key={s.title} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-terracotta-50 font-display text-lg font-semibold text-terracotta-700 ring-1 ring-terracotta-200">
                    {i + 1}
                  </span>
                  <div>
                    <p className="flex items-center gap-2 font-semibold text-ink-900">
                      <s.icon className="size-4 text-terracotta-600" aria-hidden /> {s.title}
                    </p>
                    <p className="mt-1 text-sm leading-relaxed text-ink-600">{s.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-ivory-100">
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Why us</p>
            <h2 id="why-title" className="mt-3 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
              Why Bountiful
            </h2>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((r) => (
              <li key={r.title} className="rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft">
                <r.icon className="size-7 text-terracotta-600" aria-hidden />
                <h3 className="mt-5 font-display text-xl font-semibold text-ink-900">{r.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials />
    </>
  )
}
