import { describe, expect, it } from 'vitest'
import { emptyBrief, mergeParsedIntoBrief } from './callie-brief'
import type { VenueCard } from './conversation-api'
import { planTurn, venuesPointedAt } from './dialogue'
import { availabilityAnswer } from './dialogue-replies'
import { parseConciergeRequest } from './parse-concierge-request'

const read = (text: string) => parseConciergeRequest(text, { today: '2026-11-28' })
const card = (id: number, name: string) => ({ venue: { id, name } }) as VenueCard
const shown = {
  venues: [card(1, 'Parlor 17'), card(2, 'The Green Room'), card(3, 'Osteria')],
  lastQuestion: null,
  contextVenueId: null,
}
const brief = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago'))
const plan = (text: string, s = shown) => planTurn({ brief, text, parsed: read(text), shown: s })

describe('planTurn', () => {
  it('answers a follow-up about the second venue from its own numbers, leaving the brief alone', () => {
    const p = plan('does the second one have a private room for 30 on a Friday?')
    expect(p.move).toEqual({ kind: 'venue', venueId: 2, topic: 'private-room', groupSize: 30, date: '2026-12-04' })
    expect(p.brief).toEqual(brief)
  })

  it('"on a Friday" while the dinner is on a Friday asks about that Friday; another weekday, the one nearest it', () => {
    // Fri Mar 12, 2027.
    const dated = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago on March 12, 2027'))
    const dateOf = (text: string) => {
      const move = planTurn({ brief: dated, text, parsed: read(text), shown }).move
      return move.kind === 'venue' ? move.date : move.kind
    }
    expect(dateOf('does the second one have a private room for 30 on a Friday?')).toBe('2027-03-12')
    expect(dateOf('is the second one available on Saturday?')).toBe('2027-03-13')
    expect(dateOf('is the second one available on a Wednesday?')).toBe('2027-03-10')
    // Pinned to a week or a date: as said.
    expect(dateOf('is the second one available next Friday?')).toBe('2026-12-04')
    expect(dateOf('is the second one available on Friday March 19?')).toBe('2027-03-19')
  })

  it('finds a venue by name and the topic asked', () => {
    expect(plan("what's the deposit at Parlor 17?").move).toMatchObject({
      kind: 'venue',
      venueId: 1,
      topic: 'policies',
    })
    expect(plan('compare the first two').move).toEqual({ kind: 'compare', venueIds: [1, 2] })
  })

  it('nonsense changes nothing and asks to rephrase', () => {
    const p = plan('asdf qwerty zzz')
    expect(p.move).toEqual({ kind: 'rephrase' })
    expect(p.brief).toBe(brief)
  })

  it('"no preference" answers the last question and is not asked again', () => {
    const p = planTurn({
      brief,
      text: 'not sure yet',
      parsed: read('not sure yet'),
      shown: { ...shown, lastQuestion: 'date' },
    })
    expect(p.brief.noPreference).toEqual(['date'])
    expect(p.move).toEqual({ kind: 'search' })
  })

  it('new facts update the brief and search again', () => {
    const p = plan('make it 30 people')
    expect(p.brief.groupSize).toBe(30)
    expect(p.changed).toEqual(['groupSize'])
    expect(p.move).toEqual({ kind: 'search' })
  })

  it('a person is offered when asked for', () => {
    expect(plan('can I talk to a person?').move).toEqual({ kind: 'person' })
  })

  it('finds a venue by its name typed without accents or curly apostrophes', () => {
    const typed = [card(7, 'Cocina Colibrí'), card(8, 'The Back Room at Prescott’s')]
    expect(venuesPointedAt('is Cocina Colibri free?', typed).map((c) => c.venue.id)).toEqual([7])
    expect(venuesPointedAt("what about the back room at prescott's", typed).map((c) => c.venue.id)).toEqual([8])
  })

  it('points at venues by ordinal, name, or "the first three"', () => {
    expect(venuesPointedAt('the third one', shown.venues).map((c) => c.venue.id)).toEqual([3])
    expect(venuesPointedAt('the first three', shown.venues).map((c) => c.venue.id)).toEqual([1, 2, 3])
    expect(venuesPointedAt('the green room please', shown.venues).map((c) => c.venue.id)).toEqual([2])
  })
})

describe('availabilityAnswer', () => {
  const answer = (spaceName: string) =>
    availabilityAnswer(
      {
        venue: card(7, 'Bistro Sauvage'),
        available: true,
        reasons: [],
        spaces: [],
        privateRoom: { offered: true, capacity: 30, spaceName },
      },
      { groupSize: 30, date: '2026-12-04', privateRoom: true },
    ).text

  it('names the private room once, with an article', () => {
    expect(answer('Library')).toBe(
      'Yes: Bistro Sauvage can host 30 in the Library, a private room on Fri, Dec 4, 2026.',
    )
    expect(answer('Private room')).toBe('Yes: Bistro Sauvage can host 30 in the Private room on Fri, Dec 4, 2026.')
    expect(answer('The Wine Cellar')).toBe(
      'Yes: Bistro Sauvage can host 30 in The Wine Cellar, a private room on Fri, Dec 4, 2026.',
    )
  })
})
