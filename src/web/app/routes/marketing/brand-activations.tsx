// /experiences/brand-activations: hero with a back link, four
// benefit tiles, featured venues from the catalogue, illustrative use cases, support features.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as cameraIcon from 'lucide-react/icons/camera'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as megaphoneIcon from 'lucide-react/icons/megaphone'
import * as paletteIcon from 'lucide-react/icons/palette'
import * as partyPopperIcon from 'lucide-react/icons/party-popper'
import * as presentationIcon from 'lucide-react/icons/presentation'
import * as storeIcon from 'lucide-react/icons/store'
import * as usersIcon from 'lucide-react/icons/users'
import { Link } from 'react-router'
import { pageTitle } from '~/domain/site/public-pages'
import { Button } from '~/web/components/ui/button'
import { CtaPanel, PageHeader, Section, TileGrid, type Tile } from '~/web/content/content-page'
import { FeaturedVenueCard, ShowcaseVenues } from '~/web/app/showcase-venues'
import { paths } from '~/web/lib/paths'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'

const ArrowRight = lucideIcon(arrowRightIcon)
const Camera = lucideIcon(cameraIcon)
const CheckCircle2 = lucideIcon(circleCheckIcon)
const Megaphone = lucideIcon(megaphoneIcon)
const Palette = lucideIcon(paletteIcon)
const PartyPopper = lucideIcon(partyPopperIcon)
const Presentation = lucideIcon(presentationIcon)
const Store = lucideIcon(storeIcon)
const Users = lucideIcon(usersIcon)

const BRAND_SEARCH = paths.search('experienceType=brand-activations')

const BENEFITS: Tile[] = [
  {
    icon: Store,
    title: 'Venues that carry your story',
    text: 'Galleries, rooftops, lofts and restaurants whose look and menu can be shaped around your brand.',
  },
  {
    icon: Palette,
    title: 'Room to make it yours',
    text: 'Branding, signage, product displays and custom menus agreed with the venue before you book.',
  },
  {
    icon: Users,
    title: 'The right guest count',
    text: 'Intimate press dinners for 8 or launch evenings for 60, with rooms sized to the list.',
  },
  {
    icon: Megaphone,
    title: 'One team from brief to night',
    text: 'Our concierge team coordinates the venue, the menu, the timings and the deposit.',
  },
]

// Illustrative use cases: how a brief turns into an evening. Not client quotes.
const USE_CASES = [
  {
    icon: PartyPopper,
    title: 'A product launch dinner',
    text: 'A skincare brand wants 40 editors and creators at a seated dinner with a short product talk between courses. We look for a room with a screen, a set menu that runs to time and space at the entrance for a display.',
  },
  {
    icon: Camera,
    title: 'A pop-up tasting',
    text: 'A spirits company plans two evenings of 25 guests each in the same week. We look for a venue that allows a guest bartender, branded glassware and photography, and hold both dates at once.',
  },
  {
    icon: Presentation,
    title: 'A client appreciation evening',
    text: 'An agency hosts 30 clients after a conference day. We look for a private room within walking distance of the venue, with a welcome drink on arrival and a menu that covers every dietary need on the list.',
  },
]

const SUPPORT = [
  'Venue shortlist within 24 hours of your brief',
  'Branding, signage and photography permissions agreed with the venue',
  'Custom menus and drinks built around your product or story',
  'AV for a talk or a screening between courses',
  'Guest dietary needs collected and passed to the kitchen',
  'Deposit terms agreed with the venue; you pay the venue directly',
]

export function BrandActivationsPage() {
  return (
    <>
      <title>{pageTitle('Brand Activations')}</title>
      <PageHeader
        back={{ to: paths.home(), label: 'Back to home' }}
        eyebrow="Experiences"
        title="Brand Activations"
        intro={
          <p>
            Launches, pop-ups and brand dinners in venues that carry your story. Tell us the moment you want to create;
            we find the room, shape the menu and coordinate every detail with the venue.
          </p>
        }
      >
        <ConsultationButton size="lg" prefill={{ eventType: 'Brand activation' }}>
          Schedule a Consultation
        </ConsultationButton>
        <Button asChild size="lg" variant="outline">
          <Link to={BRAND_SEARCH}>
            Browse Venues <ArrowRight aria-hidden />
          </Link>
        </Button>
      </PageHeader>

      <Section id="benefits" title="Why brands plan with Bountiful">
        <TileGrid tiles={BENEFITS} />
      </Section>

      <Section
        id="featured"
        title="Featured venues"
        intro={<p>Venues in our catalogue suited to brand activations, with their capacity and price range.</p>}
        tone="muted"
      >
        <ShowcaseVenues
          query="experienceType=brand-activations"
          limit={3}
          label="Featured brand activation venues"
          emptyText="We are adding venues for brand activations; our concierge team can still find one for you."
          moreLink={{ to: BRAND_SEARCH, label: 'Explore All Brand Event Venues' }}
          renderCard={(v) => <FeaturedVenueCard venue={v} />}
        />
      </Section>

      <Section
        id="use-cases"
        title="What a brand activation can look like"
        intro={<p>Illustrative examples of the briefs we plan for, and what we look for in a venue.</p>}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {USE_CASES.map((u) => (
            <li key={u.title} className="rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft">
              <u.icon className="size-7 text-terracotta-700" aria-hidden />
              <h3 className="mt-5 font-display text-xl font-semibold text-ink-900">{u.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{u.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="support" title="What our team handles" tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2">
          {SUPPORT.map((s) => (
            <li key={s} className="flex gap-3 text-ink-700">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden /> {s}
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel
        title="Plan your brand activation"
        text={<p>A consultation is free. Tell us the date, the city and the guest list; we reply within 24 hours.</p>}
      >
        <ConsultationButton size="lg" prefill={{ eventType: 'Brand activation' }}>
          Schedule a Consultation
        </ConsultationButton>
        <Button asChild size="lg" variant="outline">
          <Link to={BRAND_SEARCH}>Browse Venues</Link>
        </Button>
      </CtaPanel>
    </>
  )
}
