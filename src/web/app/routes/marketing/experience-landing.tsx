// /executive-dinners, /private-dining, /conference-organizers: one landing page per occasion, with
// real venues suited to it (GET /api/venues/search?experienceType=...) and two ways to ask us.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as briefcaseBusinessIcon from 'lucide-react/icons/briefcase-business'
import * as buildingComplexIcon from 'lucide-react/icons/building-complex'
import * as calendarClockIcon from 'lucide-react/icons/calendar-clock'
import * as chefHatIcon from 'lucide-react/icons/chef-hat'
import * as clockIcon from 'lucide-react/icons/clock'
import * as glassWaterIcon from 'lucide-react/icons/glass-water'
import * as lockIcon from 'lucide-react/icons/lock'
import * as mapPinnedIcon from 'lucide-react/icons/map-pinned'
import * as micIcon from 'lucide-react/icons/mic'
import * as shieldCheckIcon from 'lucide-react/icons/shield-check'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import * as utensilsIcon from 'lucide-react/icons/utensils'
import * as usersRoundIcon from 'lucide-react/icons/users-round'
import { Link } from 'react-router'
import { GUEST_RANGE } from '~/domain/guests'
import type { ExperienceSlug } from '~/domain/options'
import { pageTitle } from '~/domain/site/public-pages'
import { Button } from '~/web/components/ui/button'
import { CtaPanel, PageHeader, Section, TileGrid, type Tile } from '~/web/content/content-page'
import { ShowcaseVenues } from '~/web/app/showcase-venues'
import { paths } from '~/web/lib/paths'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'

const ArrowRight = lucideIcon(arrowRightIcon)
const BriefcaseBusiness = lucideIcon(briefcaseBusinessIcon)
const Building2 = lucideIcon(buildingComplexIcon)
const CalendarClock = lucideIcon(calendarClockIcon)
const ChefHat = lucideIcon(chefHatIcon)
const Clock = lucideIcon(clockIcon)
const GlassWater = lucideIcon(glassWaterIcon)
const Lock = lucideIcon(lockIcon)
const MapPinned = lucideIcon(mapPinnedIcon)
const Mic = lucideIcon(micIcon)
const ShieldCheck = lucideIcon(shieldCheckIcon)
const Sparkles = lucideIcon(sparklesIcon)
const Utensils = lucideIcon(utensilsIcon)
const UsersRound = lucideIcon(usersRoundIcon)

type Landing = {
  experience: ExperienceSlug
  title: string
  eyebrow: string
  intro: string
  tilesTitle: string
  tiles: Tile[]
  steps: { title: string; text: string }[]
  venuesIntro: string
  consultationOccasion: string
}

const LANDINGS: Record<'executive-dinners' | 'private-dining' | 'conference-organizers', Landing> = {
  'executive-dinners': {
    experience: 'executive-dinners',
    title: 'Executive Dinners',
    eyebrow: 'Leadership, board and client dinners',
    intro: `A quiet room, a menu that runs to time and service that never interrupts the conversation. We find private rooms for ${GUEST_RANGE} guests where the evening goes exactly as planned.`,
    tilesTitle: 'What an executive dinner needs',
    tiles: [
      {
        icon: Lock,
        title: 'Privacy',
        text: 'Fully private rooms or buyouts, away from the main floor, where you can speak freely.',
      },
      {
        icon: Clock,
        title: 'Timing you can plan around',
        text: 'Set menus paced to your agenda, with courses timed around speeches or a presentation.',
      },
      {
        icon: ChefHat,
        title: 'A menu for every guest',
        text: 'Dietary needs collected in advance and passed to the kitchen, so nobody has to ask on the night.',
      },
      {
        icon: ShieldCheck,
        title: 'One point of contact',
        text: 'Our concierge team confirms every detail with the venue and stays reachable before the dinner.',
      },
    ],
    steps: [
      { title: 'Tell us the brief', text: 'Date, city, headcount, budget per person and the tone of the evening.' },
      {
        title: 'Review a short list',
        text: 'Within 24 hours you get venues that fit, with room details and an estimate.',
      },
      { title: 'Confirm and relax', text: 'We secure the room, share the menu and keep you posted until the night.' },
    ],
    venuesIntro: 'Venues in our catalogue suited to executive dinners, best rated first.',
    consultationOccasion: 'Executive dinner',
  },
  'private-dining': {
    experience: 'private-dining',
    title: 'Private Dining',
    eyebrow: 'Private rooms and buyouts',
    intro: `Birthdays, anniversaries, rehearsal dinners and team celebrations deserve a room of their own. Browse private dining rooms and full buyouts for groups of ${GUEST_RANGE}, or let us find one for you.`,
    tilesTitle: 'Why book a private room with us',
    tiles: [
      {
        icon: UsersRound,
        title: 'Rooms sized for your group',
        text: 'Every venue lists its minimum and maximum party size, so you only see rooms that fit.',
      },
      {
        icon: Utensils,
        title: 'Set menus and family style',
        text: 'Choose from the venue’s group menus or ask for a custom menu through our concierge.',
      },
      {
        icon: GlassWater,
        title: 'Drinks packages',
        text: 'Wine pairings, a premium bar or a welcome cocktail, priced per person before you commit.',
      },
      {
        icon: Sparkles,
        title: 'Hidden gems',
        text: 'Chef’s tables, cellars and small rooms, found in the search under Hidden Gems.',
      },
    ],
    steps: [
      { title: 'Search or ask', text: 'Search by city, date and group size, or describe the occasion to Callie.' },
      { title: 'Request to book', text: 'Send a request for the room you like; we reply within 24 hours.' },
      { title: 'Celebrate', text: 'We confirm the details with the venue and help you arrange any deposit with them.' },
    ],
    venuesIntro: 'Private dining rooms and buyouts from our catalogue, best rated first.',
    consultationOccasion: 'Private dining',
  },
  'conference-organizers': {
    experience: 'conference-groups',
    title: 'Conference Organizers',
    eyebrow: 'Dinners for speakers, sponsors and attendees',
    intro:
      'Moving a group from the conference floor to dinner is its own logistics problem. We book rooms near the venue for speaker dinners, sponsor receptions and attendee groups, in several cities at once if you need it.',
    tilesTitle: 'Built for conference logistics',
    tiles: [
      {
        icon: MapPinned,
        title: 'Close to the floor',
        text: 'Venues near convention centers and conference hotels, so nobody loses the evening to travel.',
      },
      {
        icon: CalendarClock,
        title: 'Several dinners, one request',
        text: 'Speaker dinner on Tuesday, sponsor reception on Wednesday: one brief, one team.',
      },
      {
        icon: Mic,
        title: 'AV when you need it',
        text: 'Rooms with screens, microphones and a lectern for a short talk between courses.',
      },
      {
        icon: Building2,
        title: 'Large groups welcome',
        text: 'Up to 60 guests per room online, and more through our concierge team.',
      },
    ],
    steps: [
      { title: 'Share the programme', text: 'Dates, city, the dinners you need and how many guests at each.' },
      { title: 'Get options per dinner', text: 'Within 24 hours we send venues for each slot, with estimates.' },
      {
        title: 'We coordinate the rest',
        text: 'Menus, dietary lists, arrival times and deposits, agreed with each venue.',
      },
    ],
    venuesIntro: 'Venues in our catalogue suited to conference groups, best rated first.',
    consultationOccasion: 'Conference group dinner',
  },
}

function ExperienceLanding({ landing }: { landing: Landing }) {
  const searchUrl = paths.search(`experienceType=${landing.experience}`)
  return (
    <>
      <title>{pageTitle(landing.title)}</title>
      <PageHeader eyebrow={landing.eyebrow} title={landing.title} intro={<p>{landing.intro}</p>}>
        <ConsultationButton size="lg" prefill={{ eventType: landing.consultationOccasion }}>
          Schedule a Consultation
        </ConsultationButton>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.concierge()}>
            Ask Callie for recommendations <ArrowRight aria-hidden />
          </Link>
        </Button>
      </PageHeader>

      <Section id="benefits" title={landing.tilesTitle}>
        <TileGrid tiles={landing.tiles} />
      </Section>

      <Section id="venues" title="Venues to consider" intro={<p>{landing.venuesIntro}</p>} tone="muted">
        <ShowcaseVenues
          query={`experienceType=${landing.experience}`}
          label={`${landing.title} venues`}
          emptyText="We are adding venues for this occasion; our concierge team can still find one for you."
          moreLink={{ to: searchUrl, label: `See all ${landing.title.toLowerCase()} venues` }}
        />
      </Section>

      <Section id="how" title="How it works">
        <ol className="grid gap-6 md:grid-cols-3">
          {landing.steps.map((s, i) => (
            <li key={s.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-terracotta-50 font-display text-lg font-semibold text-terracotta-700 ring-1 ring-terracotta-200">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink-900">{s.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CtaPanel
        title="Tell us about your event"
        text={<p>A consultation is free and carries no obligation. Our concierge team replies within 24 hours.</p>}
      >
        <ConsultationButton size="lg" prefill={{ eventType: landing.consultationOccasion }}>
          Schedule a Consultation
        </ConsultationButton>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.concierge()}>
            <BriefcaseBusiness aria-hidden /> Use the concierge
          </Link>
        </Button>
      </CtaPanel>
    </>
  )
}

export const ExecutiveDinnersPage = () => <ExperienceLanding landing={LANDINGS['executive-dinners']} />
export const PrivateDiningPage = () => <ExperienceLanding landing={LANDINGS['private-dining']} />
export const ConferenceOrganizersPage = () => <ExperienceLanding landing={LANDINGS['conference-organizers']} />
