// The grounding filter: a part may show only venues and prices a tool returned in the
// conversation. A venue card naming another venue, or a price no tool computed, is dropped (its
// price alone when the venue is known), whichever engine wrote the reply.
import type { Part, VenueCard } from './conversation-api'

/** What tools have returned in a conversation (kept with it): only these venues and prices may be shown. */
export type Grounding = { venueIds: number[]; prices: string[] }

function groundCard(card: VenueCard, g: Grounding): VenueCard | null {
  if (!g.venueIds.includes(card.venue.id)) return null
  const priced = card.allIn && g.prices.includes(card.allIn.total) && g.prices.includes(card.allIn.perGuest)
  return priced || !card.allIn ? card : { ...card, allIn: null }
}

const cards = (list: readonly VenueCard[], g: Grounding) =>
  list.flatMap((c) => {
    const kept = groundCard(c, g)
    return kept ? [kept] : []
  })

/** The parts as they may be shown: unknown venues and prices removed, emptied parts dropped. */
export function groundParts(parts: readonly Part[], g: Readonly<Grounding>): Part[] {
  return parts.flatMap((p): Part[] => {
    switch (p.type) {
      case 'venues': {
        const venues = cards(p.venues, g)
        return venues.length ? [{ ...p, venues }] : []
      }
      case 'venue-answer': {
        const venue = groundCard(p.venue, g)
        return venue ? [{ ...p, venue }] : []
      }
      case 'comparison': {
        // A row of values per venue: any venue unknown and the whole table goes.
        const venues = cards(p.venues, g)
        return venues.length === p.venues.length ? [{ ...p, venues }] : []
      }
      case 'no-match':
        return [{ ...p, alternatives: p.alternatives.filter((a) => groundCard(a.venue, g) !== null) }]
      case 'actions':
        return [{ ...p, actions: p.actions.filter((a) => a.venueIds.every((id) => g.venueIds.includes(id))) }]
      default:
        return [p]
    }
  })
}
