import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as botIcon from 'lucide-react/icons/bot'
import * as clockIcon from 'lucide-react/icons/clock'
import * as messageSquareTextIcon from 'lucide-react/icons/message-square-text'
import * as searchIcon from 'lucide-react/icons/search'
import * as userRoundCheckIcon from 'lucide-react/icons/user-round-check'
import * as usersIcon from 'lucide-react/icons/users'
import { Link } from 'react-router'
import { pageTitle } from '~/domain/site/public-pages'
import { Button } from '~/web/components/ui/button'
import { CtaPanel, PageHeader, Section, TileGrid } from '~/web/content/content-page'
import { paths } from '~/web/lib/paths'
import { ConsultationButton } from '~/web/requests/components/consultation-trigger'

const ArrowRight = lucideIcon(arrowRightIcon)
const Bot = lucideIcon(botIcon)
const Clock = lucideIcon(clockIcon)
const MessageSquareText = lucideIcon(messageSquareTextIcon)
const Search = lucideIcon(searchIcon)
const UserRoundCheck = lucideIcon(userRoundCheckIcon)
const Users = lucideIcon(usersIcon)

export function MeetCalliePage() {
  return (
    <>
      <title>{pageTitle('Meet Callie')}</title>
      <PageHeader
        eyebrow="Our concierge"
        title="Meet Callie"
        intro={
          <p>
            Callie is the Bountiful concierge: part software, part people. The software does the searching in seconds;
            the people make the calls, know the rooms and make sure the evening happens.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link to={paths.concierge()}>
            Talk to Callie <ArrowRight aria-hidden />
          </Link>
        </Button>
        <ConsultationButton size="lg" variant="outline" />
      </PageHeader>

      <Section id="does" title="What Callie does">
        <TileGrid
          columns={3}
          tiles={[
            {
              icon: Search,
              title: 'Scores every venue in the city',
              text: 'Scores each venue in your city against the occasion, group size, budget, cuisine, dietary needs and vibe you give.',
            },
            {
              icon: MessageSquareText,
              title: 'Explains the match',
              text: 'Each recommendation comes with a percentage match and the reasons behind it, so you can compare quickly.',
            },
            {
              icon: Clock,
              title: 'Answers within 24 hours',
              text: 'When you ask to book, your request goes to our concierge team, who reply within 24 hours.',
            },
          ]}
        />
      </Section>

      <Section
        id="team"
        title="The team behind Callie"
        tone="muted"
        intro={
          <p>
            Every request that Callie receives is read by a person on our concierge team. They are the ones who phone
            the venue, hold the room and write back to you.
          </p>
        }
      >
        <TileGrid
          columns={3}
          tiles={[
            {
              icon: Users,
              title: 'Concierge team',
              text: 'Plans events with you, checks availability, negotiates menus and confirms every booking in writing.',
            },
            {
              icon: UserRoundCheck,
              title: 'Venue partnerships',
              text: 'Keeps each venue’s rooms, capacities, prices and blackout dates up to date in our catalogue.',
            },
            {
              icon: Bot,
              title: 'Product and engineering',
              text: 'Builds the search and the recommendations, and makes sure your data stays private and secure.',
            },
          ]}
        />
      </Section>

      <Section id="how" title="Software and people, together">
        <ol className="grid max-w-3xl gap-4 text-ink-700">
          <li>
            <strong className="text-ink-900">1. You describe the event</strong> on the concierge page or in a
            consultation request.
          </li>
          <li>
            <strong className="text-ink-900">2. Callie ranks the venues</strong> that fit and tells you why, right away.
          </li>
          <li>
            <strong className="text-ink-900">3. A person takes over</strong> when you ask to book: they confirm with the
            venue and write to you within 24 hours.
          </li>
          <li>
            <strong className="text-ink-900">4. Your event appears</strong> on your host dashboard once it is confirmed.
          </li>
        </ol>
      </Section>

      <CtaPanel
        title="Ready to plan?"
        text={<p>Ask Callie for recommendations now, or book a free call with the team.</p>}
      >
        <Button asChild size="lg">
          <Link to={paths.concierge()}>Talk to Callie</Link>
        </Button>
        <ConsultationButton size="lg" variant="outline" />
      </CtaPanel>
    </>
  )
}
