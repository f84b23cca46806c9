// /contact: how to reach the concierge team, our own contact form (POST /api/contact) and an FAQ.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronDownIcon from 'lucide-react/icons/chevron-down'
import * as clockIcon from 'lucide-react/icons/clock'
import * as mailIcon from 'lucide-react/icons/mail'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import { Accordion } from 'radix-ui'
import { Link } from 'react-router'
import { MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import { paths } from '~/web/lib/paths'
import { useConciergeEmail } from '~/web/lib/use-public-config'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'
import { ContactForm } from '~/web/requests/components/contact-form'

const ChevronDown = lucideIcon(chevronDownIcon)
const Clock = lucideIcon(clockIcon)
const Mail = lucideIcon(mailIcon)
const MapPin = lucideIcon(mapPinIcon)

const FAQ = [
  {
    q: 'How does a booking request work?',
    a: `Pick a venue, choose a date, a time and your group size, and send the request. It reaches our concierge team at once and you get a confirmation email with a reference. We check availability, menus and terms with the venue and reply within 24 hours to confirm the details. Nothing is charged when you send a request.`,
  },
  {
    q: 'Who is Callie?',
    a: 'Callie is our concierge: software that recommends venues from our catalogue that can host your group on your date, and says why, backed by people on our concierge team. Callie suggests; a person confirms every booking with you and the venue.',
  },
  {
    q: 'What does it cost?',
    a: 'The consultation is free and there is no fee to send a request. Bountiful takes no payment online: if the venue asks for a deposit, our concierge team helps you arrange it with the venue, and you pay the venue directly.',
  },
  {
    q: 'How large can my group be?',
    a: `Venue requests are for groups of ${MIN_GUESTS} to ${MAX_GUESTS} guests, up to each venue's own capacity. Planning something bigger? Book a call with Callie: our team arranges larger events and buyouts directly.`,
  },
  {
    q: 'How far ahead should I book?',
    a: 'Two to four weeks ahead gives you the widest choice. Many venues also take last-minute groups within 24-48 hours: switch on "Available within 48h" in the search.',
  },
  {
    q: 'Which cities do you cover?',
    a: 'San Francisco, New York, Chicago, San Diego, Boston, Miami, Seattle, Las Vegas and Napa Valley today, with Los Angeles, Austin, Denver, Portland, Washington DC and Philadelphia coming soon.',
  },
]

export function ContactPage() {
  const email = useConciergeEmail()
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <title>Contact · Bountiful</title>
      <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Contact</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">Talk to our concierge team</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">
        Questions about a venue, a request or a partnership? Write to us and a person on our team answers within 24
        hours.
      </p>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <section aria-labelledby="contact-details" className="grid content-start gap-6">
          <h2 id="contact-details" className="font-display text-2xl font-semibold text-ink-900">
            Contact details
          </h2>
          <ul className="grid gap-4 text-ink-700">
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden />
              <span>
                <span className="block font-semibold text-ink-900">Email</span>
                <a href={`mailto:${email}`} className="text-terracotta-700 underline underline-offset-2">
                  {email}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden />
              <span>
                <span className="block font-semibold text-ink-900">Response time</span>
                We reply within 24 hours, every day of the week.
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden />
              <span>
                <span className="block font-semibold text-ink-900">Where we work</span>Group dinners in cities across
                the US.
              </span>
            </li>
          </ul>
          <div className="rounded-(--radius-card) border border-ivory-300 bg-ivory-100 p-6">
            <p className="font-semibold text-ink-900">Planning an event?</p>
            <p className="mt-1 text-sm text-ink-600">A free call with Callie is the quickest way to a shortlist.</p>
            <ConsultationButton className="mt-4" />
          </div>
        </section>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-5 font-display text-2xl font-semibold text-ink-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>

      <section aria-labelledby="faq-title" className="mt-20 max-w-3xl">
        <h2 id="faq-title" className="font-display text-3xl font-semibold text-ink-900">
          Frequently asked questions
        </h2>
        <Accordion.Root type="single" collapsible className="mt-6 divide-y divide-ivory-300 border-y border-ivory-300">
          {FAQ.map((item, i) => (
            <Accordion.Item key={item.q} value={`faq-${i}`}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left font-semibold text-ink-900 hover:text-terracotta-700 focus-visible:outline-2 focus-visible:outline-terracotta-600">
                    {item.q}
                    <ChevronDown
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="pb-5 leading-relaxed text-ink-700">{item.a}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-6 text-sm text-ink-600">
          Ready to look?{' '}
          <Link to={paths.search()} className="font-medium text-terracotta-700 underline underline-offset-2">
            Browse venues
          </Link>
          .
        </p>
      </section>
    </div>
  )
}
