// The parts of one message, each drawn from the data Callie's tools returned.
import type { Part } from '~/domain/concierge/conversation-api'
import { ActionsPart } from './actions-part'
import { CallieVenueCard } from './callie-venue-card'
import { ComparisonPart } from './comparison-part'
import { NoMatchPart } from './no-match-part'
import type { PartHandlers } from './part-handlers'
import { QuestionPart } from './question-part'
import { VenueAnswerPart } from './venue-answer-part'

function PartView({ part, handlers }: { part: Part; handlers: PartHandlers }) {
  switch (part.type) {
    case 'question':
      return <QuestionPart part={part} handlers={handlers} />
    case 'venues': {
      // A narrowed list (the venues of "which of these…", "which is the cheapest?") is unnumbered:
      // "the second one" still means the second of the list numbered before it.
      const List = part.narrowed ? 'ul' : 'ol'
      return (
        <List className="grid gap-3" aria-label="Venues Callie found">
          {part.venues.map((card, i) => (
            <li key={card.venue.id}>
              <CallieVenueCard
                card={card}
                rank={part.narrowed ? undefined : i + 1}
                action={handlers.venueAction?.(card.venue)}
              />
            </li>
          ))}
        </List>
      )
    }
    case 'venue-answer':
      return <VenueAnswerPart part={part} handlers={handlers} />
    case 'comparison':
      return <ComparisonPart part={part} />
    case 'no-match':
      return <NoMatchPart part={part} handlers={handlers} />
    case 'actions':
      return <ActionsPart part={part} handlers={handlers} />
  }
}

export function MessageParts({ parts, handlers }: { parts: Part[]; handlers: PartHandlers }) {
  if (!parts.length) return null
  return (
    <div className="grid w-full gap-3">
      {parts.map((part, i) => (
        <PartView key={i} part={part} handlers={handlers} />
      ))}
    </div>
  )
}
