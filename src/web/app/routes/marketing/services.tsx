import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as calendarCheckIcon from 'lucide-react/icons/calendar-check'
import * as creditCardIcon from 'lucide-react/icons/credit-card'
import * as searchIcon from 'lucide-react/icons/search'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import { Link } from 'react-router'
import { pageTitle } from '~/domain/site/public-pages'
import { Button } from '~/web/components/ui/button'
import { CtaPanel, PageHeader, Section } from '~/web/content/content-page'
import { paths } from '~/web/lib/paths'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'

const ArrowRight = lucideIcon(arrowRightIcon)
const CalendarCheck = lucideIcon(calendarCheckIcon)
const CreditCard = lucideIcon(creditCardIcon)
const Search = lucideIcon(searchIcon)
const Sparkles = lucideIcon(sparklesIcon)

const SERVICES = [
  {
    icon: Search,
    title: 'Venue search',
    text: 'Search private dining rooms, buyouts and event spaces by city, date, time and group size. Filter by budget per person, vibe, dietary needs and features such as a private room, AV or step-free access. Switch on "Available within 48h" for last-minute plans.',
    link: { to: '/search', label: 'Search venues' },
  },
  {
    icon: Sparkles,
    title: 'Concierge recommendations',
    text: 'Describe the occasion, the budget and the vibe, and Callie ranks the venues that fit, with the reason for each match. Ask the concierge team to book the one you like.',
    link: { to: '/concierge', label: 'Talk to Callie' },
  },
  {
    icon: CalendarCheck,
    title: 'Booking requests',
    text: 'Send a request for a specific venue with your date, time, guests, package and add-ons. You see an estimate before you send it, get a confirmation email at once and an answer from our team within 24 hours.',
    link: { to: '/venues/restaurants', label: 'Browse restaurants' },
  },
  {
    icon: CreditCard,
    title: 'Deposits with the venue',
    text: 'Bountiful takes no payment online. When a venue asks for a deposit, our concierge team agrees the amount and terms with the venue and tells you how to pay it; you pay the venue directly.',
    link: { to: '/help', label: 'How payment works' },
  },
]

export function ServicesPage() {
  return (
    <>
      <title>{pageTitle('Services')}</title>
      <PageHeader
        eyebrow="Services"
        title="From the first search to the last course"
        intro={
          <p>
            Use as much or as little of Bountiful as you need: search on your own, ask for recommendations, or hand the
            whole event to our concierge team.
          </p>
        }
      />
      <Section id="services" title="What we offer">
        <ul className="grid gap-6 md:grid-cols-2">
          {SERVICES.map((s) => (
            <li
              key={s.title}
              className="flex flex-col rounded-(--radius-card) border border-ivory-300 bg-white p-7 shadow-soft"
            >
              <s.icon className="size-7 text-terracotta-700" aria-hidden />
              <h3 className="mt-5 font-display text-2xl font-semibold text-ink-900">{s.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{s.text}</p>
              <Link
                to={s.link.to}
                className="mt-5 inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-terracotta-700 underline underline-offset-4"
              >
                {s.link.label} <ArrowRight className="size-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="occasions" title="Occasions we plan" tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { to: '/executive-dinners', label: 'Executive dinners', text: 'Leadership, board and client dinners.' },
            { to: '/private-dining', label: 'Private dining', text: 'Birthdays, anniversaries and celebrations.' },
            {
              to: '/conference-organizers',
              label: 'Conference groups',
              text: 'Speaker, sponsor and attendee dinners.',
            },
            {
              to: '/experiences/brand-activations',
              label: 'Brand activations',
              text: 'Launches, pop-ups and brand dinners.',
            },
          ].map((o) => (
            <li key={o.to}>
              <Link
                to={o.to}
                className="group flex h-full flex-col rounded-(--radius-card) border border-ivory-300 bg-white p-6 hover:shadow-lift"
              >
                <span className="font-display text-xl font-semibold text-ink-900 group-hover:text-terracotta-700">
                  {o.label}
                </span>
                <span className="mt-2 text-sm text-ink-600">{o.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pricing" title="What it costs">
        <div className="grid max-w-3xl gap-4 text-ink-700">
          <p>
            Searching, recommendations, consultations and requests are free, with no fee on top. You pay the venue
            directly for the event, under its own terms.
          </p>
          <p>
            Book two to four weeks ahead for the widest choice. For last-minute plans, many venues can take a group
            within 24 to 48 hours: look for the Last Minute badge.
          </p>
        </div>
      </Section>
      <CtaPanel
        title="Not sure where to start?"
        text={<p>Book a free consultation and our concierge team will guide you.</p>}
      >
        <ConsultationButton size="lg">Schedule a Consultation</ConsultationButton>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.concierge()}>Use the concierge</Link>
        </Button>
      </CtaPanel>
    </>
  )
}
