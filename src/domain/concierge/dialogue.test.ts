import { describe, expect, it } from 'vitest'
import { emptyBrief, mergeParsedIntoBrief } from './callie-brief'
import type { Message, VenueCard as Card } from './conversation-api'
import { planTurn, shownIn, venuesPointedAt } from './dialogue'
import { askTeamReply, availabilityAnswer, bookAnswer, cheapestAnswer, whichAnswer } from './dialogue-replies'
import { featuresAnswer, whichFeaturesAnswer } from './dialogue-offers'
import { parseConciergeRequest } from './parse-concierge-request'

const read = (text: string) => parseConciergeRequest(text, { today: '2026-11-28' })
const card = (id: number, name: string) => ({ venue: { id, name } }) as Card
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

  it('asks a yes-or-no question of every venue it points at, not of the first alone', () => {
    expect(plan('which of these has a private room?').move).toEqual({
      kind: 'which',
      venueIds: [1, 2, 3],
      topic: 'private-room',
      groupSize: undefined,
      date: undefined,
    })
    expect(plan('which one is free next Friday?').move).toMatchObject({
      kind: 'which',
      venueIds: [1, 2, 3],
      topic: 'availability',
      date: '2026-12-04',
    })
    expect(plan('are the first two available for 30?').move).toMatchObject({
      kind: 'which',
      venueIds: [1, 2],
      groupSize: 30,
    })
    // One venue named, or a question that is not yes or no: as before.
    expect(plan('does Osteria have a private room?').move).toMatchObject({ kind: 'venue', venueId: 3 })
    expect(plan('which of these costs the least?').move).not.toMatchObject({ kind: 'which' })
  })

  it('asks what a venue offers of the venue pointed at, or of each shown, and leaves the brief alone', () => {
    const parking = { features: ['parking'], dietary: [] }
    const p = plan('does the first one have parking?')
    expect(p.move).toEqual({ kind: 'venue', venueId: 1, topic: 'features', offers: parking })
    expect(p.brief).toEqual(brief)
    expect(plan('can the second one do vegan and halal food?').move).toMatchObject({
      venueId: 2,
      offers: { features: [], dietary: ['vegan', 'halal'] },
    })
    // A menu asked of is a diet, not the venue's spaces.
    expect(plan('does Osteria have a vegan menu?').move).toMatchObject({ venueId: 3, topic: 'features' })
    expect(plan('which of these have parking?').move).toEqual({
      kind: 'which',
      venueIds: [1, 2, 3],
      topic: 'features',
      offers: parking,
      groupSize: undefined,
      date: undefined,
    })
    // "they" with no venue in view: each venue shown.
    expect(plan('do they have a dance floor?').move).toMatchObject({ kind: 'which', venueIds: [1, 2, 3] })
    // "it" with none: which one is meant; said as a need, not a question: a new search.
    expect(plan('is it wheelchair accessible?').move).toEqual({ kind: 'pick-venue', topic: 'features' })
    expect(plan('we need parking').move).toEqual({ kind: 'search' })
  })

  it('reads "gluten-free" and "step-free" as diets and access, not as a question about a free date', () => {
    expect(plan('which of these can do gluten-free?').move).toMatchObject({ kind: 'which', topic: 'features' })
    expect(plan('is the second one step-free?').move).toMatchObject({ kind: 'venue', topic: 'features' })
    expect(plan('is the second one free on Friday?').move).toMatchObject({ kind: 'venue', topic: 'availability' })
  })

  it('"it" is the venue of the answer Callie just gave, until she lists venues again', () => {
    const listed: Message = {
      author: 'callie',
      parts: [{ type: 'venues', venues: shown.venues }],
    } as unknown as Message
    const answered: Message = {
      author: 'callie',
      parts: [{ type: 'venue-answer', venue: shown.venues[2], facts: [] }],
    } as unknown as Message
    expect(shownIn([listed, answered], null).answeredVenueId).toBe(3)
    expect(shownIn([answered, listed], null).answeredVenueId).toBeNull()
    const after = { ...shown, answeredVenueId: 3 }
    expect(
      planTurn({ brief, text: 'is it step-free?', parsed: read('is it step-free?'), shown: after }).move,
    ).toMatchObject({ kind: 'venue', venueId: 3, topic: 'features' })
  })

  it('"which is the cheapest?" orders the venues shown by price; "book the second one" books that one', () => {
    expect(plan('which is the cheapest?').move).toEqual({ kind: 'cheapest', venueIds: [1, 2, 3] })
    expect(plan('of the first two, which costs the least?').move).toEqual({ kind: 'cheapest', venueIds: [1, 2] })
    expect(plan('book the second one').move).toEqual({ kind: 'book', venueId: 2 })
    expect(plan("let's go with Osteria").move).toEqual({ kind: 'book', venueId: 3 })
    // Which one, when "it" could be any of three; a new request names no venue and searches.
    expect(plan('book it').move).toMatchObject({ kind: 'pick-venue' })
    expect(plan('I want to book a dinner for 20 in Boston').move).toEqual({ kind: 'search' })
    // The group said with it goes into the brief the request is sent with.
    const p = plan('book the first one for 30 people')
    expect(p.move).toEqual({ kind: 'book', venueId: 1 })
    expect(p.brief.groupSize).toBe(30)
    expect(p.brief.location).toBe(brief.location)
  })

  it('the venues of a "which of these…" answer are not a new list: "the second one" is still the list\'s', () => {
    const listed = { author: 'callie', parts: [{ type: 'venues', venues: shown.venues }] } as unknown as Message
    const narrowed = {
      author: 'callie',
      parts: [{ type: 'venues', venues: [shown.venues[2]], narrowed: true }],
    } as unknown as Message
    expect(shownIn([listed, narrowed], null).venues.map((c) => c.venue.id)).toEqual([1, 2, 3])
  })

  it('a question no tool answers goes to a person, about the venue meant; thanks and hello are answered', () => {
    expect(plan('can we bring our own wine?').move).toEqual({ kind: 'ask-team', venueId: null })
    expect(plan('can we play our own music at Osteria?').move).toEqual({ kind: 'ask-team', venueId: 3 })
    expect(plan('how late can we stay?').move).toEqual({ kind: 'ask-team', venueId: null })
    // Any other question nothing answers, rather than "rephrase".
    expect(plan('what is the weather like?').move).toEqual({ kind: 'ask-team', venueId: null })
    // Facts of the event said with it are read: a new search.
    expect(plan('dinner for 20 adults and 5 kids in Boston, can they do a kids menu?').move).toEqual({ kind: 'search' })
    expect(plan('can we bring our own wine?').brief).toEqual(brief)
    expect(plan('Thanks so much!').move).toEqual({ kind: 'thanks' })
    expect(plan('Hi Callie!').move).toEqual({ kind: 'hello' })
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

describe('whichAnswer', () => {
  const out = (id: number, name: string, room: string | null, reasons: string[] = []) => ({
    venue: card(id, name),
    available: reasons.length ? false : true,
    reasons,
    spaces: [],
    privateRoom: { offered: room !== null, capacity: room ? 30 : null, spaceName: room },
  })
  const ask = { groupSize: 24, date: '2026-12-04', privateRoom: true }

  it('names the venues that can with their rooms, then each that cannot with its reason', () => {
    const reply = whichAnswer(
      [
        out(1, 'Parlor 17', 'Library'),
        out(2, 'The Green Room', null, ['The Green Room has no private room']),
        out(3, 'Osteria', null, ['Its private room is taken on Fri, Dec 4, 2026']),
      ],
      ask,
    )
    expect(reply.text).toBe(
      'Parlor 17 (Library) can host 24 in a private room on Fri, Dec 4, 2026. The Green Room has no private room. Osteria: its private room is taken on Fri, Dec 4, 2026.',
    )
    expect(reply.parts[0]).toMatchObject({ type: 'venues', venues: [{ venue: { id: 1 } }] })
    expect(reply.parts[1]).toMatchObject({
      type: 'actions',
      actions: [{ label: 'Add Parlor 17 to my shortlist' }, { label: 'Request to book Parlor 17' }],
    })
  })

  it('says "both", "all" and "none" when the answer is the same for each', () => {
    expect(whichAnswer([out(1, 'Parlor 17', 'Library'), out(3, 'Osteria', 'Cellar')], ask).text).toBe(
      'Both can host 24 in a private room on Fri, Dec 4, 2026: Parlor 17 (Library) and Osteria (Cellar).',
    )
    expect(
      whichAnswer([out(1, 'A', null), out(2, 'B', null), out(3, 'C', null)], { groupSize: 24, privateRoom: false })
        .text,
    ).toBe('All 3 can host 24: A, B and C.')
    const none = whichAnswer(
      [out(2, 'B', null, ['B seats at most 20']), out(3, 'C', null, ['C is closed on Fri, Dec 4, 2026'])],
      ask,
    )
    expect(none.text).toBe(
      'None of them can host 24 in a private room on Fri, Dec 4, 2026. B seats at most 20. C is closed on Fri, Dec 4, 2026.',
    )
    expect(none.parts).toEqual([])
  })
})

describe('featuresAnswer and whichFeaturesAnswer', () => {
  const venue = (id: number, name: string, features: string[], dietary: string[]) =>
    ({ venue: { id, name, features, dietary } }) as unknown as Card
  const details = (card: Card, amenities: string[] = []) => ({
    venue: card,
    address: '1 Main St',
    amenities,
    rating: 4.5,
    reviewCount: 3,
  })
  const osteria = venue(3, 'Osteria', ['parking', 'wheelchair'], ['vegan', 'gluten-free'])
  const parlor = venue(1, 'Parlor 17', ['parking'], ['vegan'])
  const green = venue(2, 'The Green Room', [], [])
  const asked = { features: ['parking', 'wheelchair'], dietary: ['gluten-free'] } as const

  it("says yes in the venue's own words, and what it does not list as not listed, with a person to ask", () => {
    const yes = featuresAnswer(details(osteria, ['On-site parking', 'Step-free entrance']), {
      features: [...asked.features],
      dietary: [...asked.dietary],
    })
    expect(yes.text).toBe('Yes: Osteria lists parking and wheelchair access, and caters for gluten-free diets.')
    expect(yes.parts[0]).toMatchObject({
      facts: [
        { label: 'Parking', value: 'On-site parking', ok: true },
        { label: 'Wheelchair Accessible', value: 'Step-free entrance', ok: true },
        { label: 'Gluten-Free', value: 'Catered for', ok: true },
      ],
    })
    const some = featuresAnswer(details(parlor), { features: [...asked.features], dietary: [...asked.dietary] })
    expect(some.text).toBe(
      'Parlor 17 lists parking, but does not list wheelchair access or gluten-free diets. Our concierge team can ask them for you.',
    )
    expect(some.parts[1]).toMatchObject({
      actions: expect.arrayContaining([expect.objectContaining({ kind: 'handover' })]),
    })
  })

  it('names those that list it, then what each other lacks; "both", "all" and "none"', () => {
    const parking = { features: ['parking' as const], dietary: [] }
    const three = whichFeaturesAnswer(
      [parlor, green, osteria].map((c) => details(c)),
      parking,
    )
    expect(three.text).toBe('Parlor 17 and Osteria list parking. The Green Room does not list parking.')
    expect(three.parts[0]).toMatchObject({ type: 'venues', venues: [{ venue: { id: 1 } }, { venue: { id: 3 } }] })
    expect(
      whichFeaturesAnswer(
        [parlor, osteria].map((c) => details(c)),
        parking,
      ).text,
    ).toBe('Both list parking: Parlor 17 and Osteria.')
    const none = whichFeaturesAnswer(
      [green, green].map((c) => details(c)),
      parking,
    )
    expect(none.text).toBe('None of them lists parking. Our concierge team can ask them for you.')
    expect(none.parts).toEqual([{ type: 'actions', actions: [expect.objectContaining({ kind: 'handover' })] }])
  })
})

describe('cheapestAnswer and bookAnswer', () => {
  const quoted = (id: number, name: string, totalCents: number | null) => ({
    venue: card(id, name),
    quote:
      totalCents === null
        ? null
        : {
            packageName: 'Supper',
            spaceName: 'Room',
            perGuest: `$${(totalCents / 2400).toFixed(2)}`,
            total: `$${(totalCents / 100).toFixed(2)}`,
            totalCents,
            lines: [],
          },
    reason:
      totalCents === null ? `${name} lists no packages; prices start at $90 per person before tax and service` : null,
  })

  it('names the least expensive with its total, then the others in order, then those without a package', () => {
    const reply = cheapestAnswer(
      [quoted(1, 'Parlor 17', 360000), quoted(2, 'The Green Room', null), quoted(3, 'Osteria', 240000)],
      24,
    )
    expect(reply.text).toBe(
      'Osteria costs the least: $2400.00 all in for 24 guests ($100.00 per guest, Supper). Then Parlor 17 ($3600.00). The Green Room lists no packages; prices start at $90 per person before tax and service.',
    )
    expect(reply.parts[0]).toMatchObject({
      type: 'venues',
      narrowed: true,
      venues: [{ venue: { id: 3 } }, { venue: { id: 1 } }],
    })
    expect(reply.parts[1]).toMatchObject({ actions: [{ venueIds: [3] }, { kind: 'request', venueIds: [3] }] })
  })

  it('with no package to total, orders them by menu price per person and offers a person to ask', () => {
    const menu = (id: number, name: string, pricePerPerson: number) => ({
      ...quoted(id, name, null),
      venue: { venue: { id, name, pricePerPerson } } as unknown as Card,
    })
    const reply = cheapestAnswer([menu(1, 'Parlor 17', 115), menu(2, 'Osteria', 105), menu(3, 'Le Coq', 170)], 25)
    expect(reply.text).toBe(
      'None of them lists a package that fits 25 guests, so there is no all-in price to compare. By menu price per person, before tax and service: Osteria ($105), then Parlor 17 ($115) and Le Coq ($170). Our concierge team can ask them for quotes.',
    )
    expect(reply.parts[1]).toMatchObject({ actions: [{ kind: 'handover' }] })
  })

  it('tells how to send the request, with what the brief fills in and how soon the venue answers', () => {
    const dated = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago on March 12, 2027'))
    const reply = bookAnswer({ venue: card(3, 'Osteria'), typical: '≈ 3 hours', promiseHours: 24 }, dated)
    expect(reply.text).toBe(
      'To book Osteria, press "Request to book Osteria": its booking page opens with 24 guests on Fri, Mar 12, 2027 filled in, and you send the request from there. Osteria usually answers in ≈ 3 hours.',
    )
    expect(reply.parts[1]).toMatchObject({
      actions: expect.arrayContaining([{ kind: 'request', label: 'Request to book Osteria', venueIds: [3] }]),
    })
  })
})

describe('askTeamReply', () => {
  it('says what it cannot tell, about the venue meant, with a person to ask', () => {
    const about = askTeamReply({ venue: card(3, 'Osteria'), typical: null, promiseHours: 24 })
    expect(about.text).toBe(
      'I can\'t tell that from what Osteria lists with us. Someone from our concierge team can ask them: press "Ask our concierge team" and they will answer you here.',
    )
    expect(about.parts[1]).toMatchObject({
      actions: expect.arrayContaining([expect.objectContaining({ kind: 'handover', label: 'Ask our concierge team' })]),
    })
    expect(askTeamReply().parts).toEqual([
      { type: 'actions', actions: [expect.objectContaining({ kind: 'handover' })] },
    ])
  })
})
