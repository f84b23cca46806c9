// Follow-ups after a list: "something cheaper", "which has the best reviews?", "can I see the menu?",
// and a question naming no venue right after an answer about one ("and what if we cancel?").
import { describe, expect, it } from 'vitest'
import { emptyBrief, mergeParsedIntoBrief } from './callie-brief'
import type { SpacesOutput, VenueDetailsOutput } from './callie-tools-api'
import type { VenueCard as Card } from './conversation-api'
import { planTurn } from './dialogue'
import { addressAnswer, bestRatedAnswer, buyoutAnswer, capacityAnswer, menuAnswer } from './dialogue-offers'
import { parseConciergeRequest } from './parse-concierge-request'

const read = (text: string) => parseConciergeRequest(text, { today: '2026-11-28' })
const card = (id: number, name: string, pricePerPerson: number) => ({ venue: { id, name, pricePerPerson } }) as Card
const shown = {
  venues: [card(1, 'Parlor 17', 140), card(2, 'The Green Room', 120), card(3, 'Osteria', 180)],
  lastQuestion: null,
  contextVenueId: null,
}
const brief = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago'))
const plan = (text: string, s: typeof shown & { answeredVenueId?: number } = shown, b = brief) =>
  planTurn({ brief: b, text, parsed: read(text), shown: s })

describe('"something cheaper" and "something fancier"', () => {
  it('searches again one band below the cheapest venue shown, or below the budget she gave', () => {
    const p = plan('how about something cheaper')
    expect(p.move).toEqual({ kind: 'search' })
    expect(p.brief.budget).toBe('premium')
    expect(p.changed).toEqual(['budget'])
    const premium = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago, $$$'))
    expect(plan('these are too expensive', shown, premium).brief.budget).toBe('moderate')
    // Already the lowest band: it stays, and the search runs again.
    const moderate = plan('anything cheaper?', shown, { ...brief, budget: 'moderate' })
    expect(moderate.brief.budget).toBe('moderate')
    expect(moderate.move).toEqual({ kind: 'search' })
  })

  it('goes a band up for "fancier"; a question about one venue is not a new search', () => {
    const cheap = { ...shown, venues: [card(1, 'Parlor 17', 40), card(2, 'The Green Room', 45)] }
    expect(plan('something a bit fancier please', cheap).brief.budget).toBe('premium')
    expect(plan('is the second one cheaper than the first?').move).not.toEqual({ kind: 'search' })
  })
})

describe('which has the best reviews', () => {
  it('asks of the venues shown', () => {
    expect(plan('which one has the best reviews?').move).toEqual({ kind: 'best-rated', venueIds: [1, 2, 3] })
    expect(plan('which is the highest rated of the first two?').move).toEqual({ kind: 'best-rated', venueIds: [1, 2] })
  })

  it('orders them by rating, the more reviewed first on a tie, and offers the best', () => {
    const details = (c: Card, rating: number, reviewCount: number) =>
      ({ venue: c, rating, reviewCount, address: '', amenities: [] }) as VenueDetailsOutput
    const answer = bestRatedAnswer([
      details(shown.venues[0], 4.6, 80),
      details(shown.venues[1], 4.9, 12),
      details(shown.venues[2], 4.9, 212),
    ])
    expect(answer.text).toBe(
      'Osteria has the best reviews: 4.9 from 212 reviews. Then The Green Room (4.9 from 12 reviews) and Parlor 17 (4.6 from 80 reviews).',
    )
    expect(answer.parts[0]).toMatchObject({ type: 'venues', narrowed: true })
    expect(answer.parts[1]).toMatchObject({ actions: [{ label: 'Add Osteria to my shortlist' }, {}] })
  })
})

describe('the menu', () => {
  it('is a topic of its own; a diet asked of the menu is still about the diet', () => {
    expect(plan('can I see the menu for the second one?').move).toMatchObject({ venueId: 2, topic: 'menu' })
    expect(plan('what does Osteria serve?').move).toMatchObject({ venueId: 3, topic: 'menu' })
    expect(plan('does the first one have a vegan menu?').move).toMatchObject({ venueId: 1, topic: 'features' })
  })

  it('lists the set menus with what each includes, else the menu price, and offers a person for the full menu', () => {
    const out = (packages: SpacesOutput['packages']): SpacesOutput => ({
      venue: shown.venues[1],
      spaces: [],
      packages,
    })
    const withMenus = menuAnswer(
      out([
        {
          id: 1,
          name: 'Harbour dinner',
          spaceName: 'The Den',
          capacity: 30,
          included: ['Three courses', 'House wine'],
          pricePerPerson: '$90.00',
          days: 'Every day',
        },
      ]),
    )
    expect(withMenus.text).toBe(
      'The Green Room lists one set menu with us: Harbour dinner ($90.00 per person). Our concierge team can get you the full menu.',
    )
    expect(withMenus.parts[0]).toMatchObject({
      facts: [{ label: 'Harbour dinner', value: '$90.00 per person: Three courses, House wine (Every day)', ok: null }],
    })
    expect(withMenus.parts[1]).toMatchObject({
      actions: expect.arrayContaining([expect.objectContaining({ kind: 'handover', label: 'Ask our concierge team' })]),
    })
    expect(menuAnswer(out([])).text).toBe(
      'The Green Room lists no set menus with us; its menu is about $120 per person before tax and service. Our concierge team can get you the full menu.',
    )
  })
})

describe('a question naming no venue, right after an answer about one', () => {
  it('is about that venue', () => {
    expect(plan('and what if we cancel?', { ...shown, answeredVenueId: 2 }).move).toMatchObject({
      kind: 'venue',
      venueId: 2,
      topic: 'policies',
    })
    // Told, not asked: read into the brief as before.
    expect(plan('we need a private room for 30', { ...shown, answeredVenueId: 2 }).move).toEqual({ kind: 'search' })
  })
})

describe('how many it fits, a buyout, the address', () => {
  it('are topics of their own, not the description', () => {
    expect(plan('how many people does the third one fit?').move).toMatchObject({ venueId: 3, topic: 'capacity' })
    expect(plan('can we do a full buyout at the first one?').move).toMatchObject({ venueId: 1, topic: 'buyout' })
    expect(plan("what's the address of the second?").move).toMatchObject({ venueId: 2, topic: 'address' })
    expect(plan('tell me more about Osteria').move).toMatchObject({ venueId: 3, topic: 'details' })
  })

  const spaces = (list: SpacesOutput['spaces']): SpacesOutput => ({
    venue: { venue: { id: 2, name: 'The Green Room', minGuests: 10, maxGuests: 80 } } as Card,
    spaces: list,
    packages: [],
  })
  const den = { name: 'The Den', kind: 'Private room', seated: 20, standing: 25 }
  const hall = { name: 'The Hall', kind: 'Whole venue (buyout)', seated: 80, standing: 120 }

  it('answers how many from its limits and each space', () => {
    expect(capacityAnswer(spaces([den, hall])).text).toBe(
      'The Green Room takes groups of 10 to 80: The Den seats 20 (25 standing) and The Hall seats 80 (120 standing).',
    )
    expect(capacityAnswer(spaces([])).text).toBe('The Green Room takes groups of 10 to 80.')
  })

  it('says yes to a buyout only from a whole-venue space it lists, else offers a person', () => {
    expect(buyoutAnswer(spaces([den, hall])).text).toBe(
      'Yes: The Green Room lists The Hall, the whole venue, for up to 120.',
    )
    const none = buyoutAnswer(spaces([den]))
    expect(none.text).toBe(
      'The Green Room does not list a whole-venue buyout with us. Our concierge team can ask them for you.',
    )
    expect(none.parts[1]).toMatchObject({
      actions: expect.arrayContaining([expect.objectContaining({ kind: 'handover' })]),
    })
  })

  it('gives the address alone', () => {
    const out = {
      venue: shown.venues[1],
      address: '12 Wells St, Chicago, IL 60606',
      amenities: [],
      rating: 4.5,
      reviewCount: 3,
    }
    expect(addressAnswer(out).text).toBe('The Green Room is at 12 Wells St, Chicago, IL 60606.')
  })

  it('takes "actually make it 35 people" after an answer as an edit of the brief, not a question about "it"', () => {
    const p = plan('actually make it 35 people', { ...shown, answeredVenueId: 2 })
    expect(p.move).toEqual({ kind: 'search' })
    expect(p.brief.groupSize).toBe(35)
  })
})
