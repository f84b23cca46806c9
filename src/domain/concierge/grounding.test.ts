import { describe, expect, it } from 'vitest'
import type { Part, VenueCard } from './conversation-api'
import { groundParts } from './grounding'

const card = (id: number, total: string) =>
  ({
    venue: { id, name: `V${id}` },
    allIn: { total, perGuest: '$100.00', packageName: 'P', spaceName: 'S' },
    available: null,
    reason: null,
  }) as unknown as VenueCard
const g = { venueIds: [1, 2], prices: ['$2,400.00', '$100.00'] }

describe('groundParts', () => {
  it('drops a venue no tool returned and a price no tool computed', () => {
    const parts: Part[] = [
      { type: 'venues', venues: [card(1, '$2,400.00'), card(99, '$2,400.00'), card(2, '$1.00')] },
      {
        type: 'actions',
        actions: [
          { kind: 'shortlist', label: 'x', venueIds: [1, 99] },
          { kind: 'handover', label: 'y', venueIds: [] },
        ],
      },
    ]
    const [venues, actions] = groundParts(parts, g)
    if (venues.type !== 'venues' || actions.type !== 'actions') throw new Error('parts lost')
    expect(venues.venues.map((c) => [c.venue.id, c.allIn?.total ?? null])).toEqual([
      [1, '$2,400.00'],
      [2, null],
    ])
    expect(actions.actions.map((a) => a.kind)).toEqual(['handover'])
  })

  it('drops an answer about an invented venue entirely', () => {
    expect(groundParts([{ type: 'venue-answer', venue: card(7, '$2,400.00'), facts: [] }], g)).toEqual([])
  })
})
