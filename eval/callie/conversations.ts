// The public evaluation's scripted conversations: what a planner says, edits or presses, turn by
// turn, and what Callie must do in answer. Written from the phrasing and the product's
// promises (one question at a time and only when it matters, every venue fitting the brief, a
// truthful "nothing fits" with what comes closest, answers about "the second one" from data), not
// tuned to the engine.
//
// Besides what each step expects, every turn of every conversation is checked against the
// database (eval/callie/catalogue-truth.ts): each recommended venue keeps the brief's hard
// constraints, "nothing fits" is true, and every venue and price shown came from a tool.
//
// Dates are read against the evaluation's today, Wednesday, January 13, 2027 (requests.ts), on the
// demo catalogue seeded that day (eval/callie/catalogue.ts).
import type { BriefSlot, CallieBrief } from '~/domain/concierge/callie-brief'
import type { ACTION_KINDS } from '~/domain/concierge/conversation-api'

type ActionKind = (typeof ACTION_KINDS)[number]

export type Expect = {
  /**
   * What her reply shows: venues, a question, "nothing fits" (no-match), an answer about one venue,
   * a comparison, a request to rephrase, or the button to a person.
   */
  shows?: 'venues' | 'question' | 'no-match' | 'venue-answer' | 'comparison' | 'rephrase' | 'person'
  /** The slot of the question she asks this turn; null: she asks none. */
  asks?: BriefSlot | null
  /** Slots she must not ask about this turn. */
  notAsks?: BriefSlot[]
  /** Fields the brief holds after the turn (lists compared as sets). */
  brief?: Partial<CallieBrief>
  /** Slots the brief must leave empty after the turn. */
  without?: BriefSlot[]
  /** A chip the brief shows after the turn. */
  chip?: RegExp
  /** The answer is about this venue of the newest list shown before the turn (0: the first), or the page's venue. */
  about?: number | 'context'
  /** Her yes or no to a private room must be the catalogue's, for this group on this date. */
  privateRoomFor?: { guests: number; date?: string }
  /** Her yes or no to "is it available" must be the catalogue's, for this group on this date. */
  availableFor?: { guests: number; date: string }
  /** Venues shown carry all-in prices (at least one: a venue listing no packages has none). */
  priced?: boolean
  /** Buttons she offers (the planner acts; no tool does). */
  offers?: ActionKind[]
  /** The comparison holds these venues of the newest list shown before the turn. */
  compares?: number[]
  /** When nothing fits: at least this many closest venues, with what differs. */
  alternatives?: number
  /** When nothing fits: buttons offered, by label. */
  suggests?: RegExp[]
  /** Her words. */
  says?: RegExp
}

export type Step =
  | { say: string; expect?: Expect }
  /** A chip edited or removed, sent as the web sends it. */
  | { edit: Record<string, unknown>; expect?: Expect }
  /** A quick reply or a suggestion pressed, by its label. */
  | { press: string | RegExp; expect?: Expect }

export type EvalConversation = {
  name: string
  /** Started from a venue's page ("Ask about Parlor 17"). */
  start?: { venue: string }
  steps: Step[]
  /** Slots she must never ask about in this conversation. */
  neverAsks?: BriefSlot[]
}

const BOS = 'Boston, MA'
const CHI = 'Chicago, IL'
const LV = 'Las Vegas, NV'
const MIA = 'Miami, FL'
const NAPA = 'Napa Valley, CA'
const NY = 'New York, NY'
const SD = 'San Diego, CA'
const SF = 'San Francisco, CA'
const SEA = 'Seattle, WA'

export const EVAL_CONVERSATIONS: readonly EvalConversation[] = [
  {
    name: 'no seafood',
    steps: [
      {
        say: 'Dinner for 20 in Boston on Feb 4, no seafood please',
        expect: {
          shows: 'venues',
          brief: {
            location: BOS,
            groupSize: 20,
            date: '2027-02-04',
            exclusions: { cuisines: ['Seafood'], features: [] },
          },
          without: ['cuisines'],
        },
      },
    ],
  },
  {
    name: 'nothing too fancy',
    steps: [
      {
        say: 'Birthday for 12 in Miami on Feb 5, nothing too fancy',
        expect: {
          shows: 'venues',
          brief: { occasion: 'Birthday Celebration', groupSize: 12, location: MIA, date: '2027-02-05' },
          without: ['vibe'],
          chip: /^Not: .*Elegant & Upscale/,
        },
      },
    ],
  },
  {
    name: 'no private room needed',
    steps: [
      {
        say: 'Team lunch for 15 in Chicago on Feb 9, no private room needed',
        expect: {
          shows: 'venues',
          brief: {
            groupSize: 15,
            location: CHI,
            time: 'lunch',
            mustHaves: [],
            exclusions: { cuisines: [], features: [] },
          },
        },
      },
    ],
  },
  {
    name: 'Brooklyn',
    steps: [
      {
        say: 'Birthday dinner for 16 in Brooklyn on Feb 6',
        expect: {
          shows: 'venues',
          brief: { location: NY, neighbourhood: 'Brooklyn', groupSize: 16, date: '2027-02-06' },
        },
      },
    ],
  },
  {
    name: "Valentine's Day",
    steps: [
      {
        say: "Romantic dinner for 10 in Miami on Valentine's Day",
        expect: { shows: 'venues', brief: { location: MIA, groupSize: 10, date: '2027-02-14' } },
      },
    ],
  },
  {
    name: 'the evening of Jan 28',
    steps: [
      {
        say: 'the evening of Jan 28, 20 people, Seattle',
        expect: { shows: 'venues', brief: { location: SEA, groupSize: 20, date: '2027-01-28', time: 'dinner' } },
      },
    ],
  },
  {
    name: '$4,500 total',
    steps: [
      {
        say: 'Team dinner for 30 in Chicago on Feb 11, $4,500 total',
        expect: {
          shows: 'venues',
          brief: { location: CHI, groupSize: 30, budgetTotal: 4500 },
          chip: /^\$4,500 total$/,
        },
      },
    ],
  },
  {
    name: 'no budget limit',
    neverAsks: ['budget'],
    steps: [
      {
        say: 'Client dinner for 12 in New York on Feb 10, no budget limit',
        expect: { shows: 'venues', brief: { location: NY, groupSize: 12, date: '2027-02-10' }, without: ['budget'] },
      },
      { say: 'make it 14 people', expect: { shows: 'venues', brief: { groupSize: 14 }, without: ['budget'] } },
    ],
  },
  {
    name: 'a city said in another conversation',
    steps: [{ say: 'Dinner for 20 in Chicago on Feb 10', expect: { shows: 'venues', brief: { location: CHI } } }],
  },
  {
    name: 'nonsense does not keep an old city',
    steps: [
      {
        say: 'asdf qwerty zzz',
        expect: { shows: 'rephrase', without: ['location', 'groupSize', 'date', 'occasion'] },
      },
    ],
  },
  {
    name: 'nonsense in the middle changes nothing',
    steps: [
      { say: 'Dinner for 20 in San Diego on Feb 4', expect: { shows: 'venues' } },
      {
        say: 'blorp fizzle wug',
        expect: { shows: 'rephrase', brief: { location: SD, groupSize: 20, date: '2027-02-04' } },
      },
    ],
  },
  {
    name: 'one question at a time',
    steps: [
      { say: 'Dinner in Chicago', expect: { shows: 'question', asks: 'groupSize', brief: { location: CHI } } },
      { say: '24 people', expect: { shows: 'question', asks: 'date', brief: { groupSize: 24 } } },
      { say: 'Feb 12', expect: { shows: 'venues', brief: { date: '2027-02-12' }, notAsks: ['date', 'groupSize'] } },
    ],
  },
  {
    name: 'built from quick replies',
    steps: [
      { say: "I'm planning a retirement party", expect: { shows: 'question', asks: 'location' } },
      { press: CHI, expect: { shows: 'question', asks: 'groupSize', brief: { location: CHI } } },
      { press: '24 guests', expect: { shows: 'question', asks: 'date', brief: { groupSize: 24 } } },
      { say: 'February 19', expect: { shows: 'venues', brief: { date: '2027-02-19' } } },
    ],
  },
  {
    name: 'no date yet',
    steps: [
      { say: 'Dinner for 14 in San Diego', expect: { shows: 'question', asks: 'date' } },
      { press: 'Not sure yet', expect: { shows: 'venues', notAsks: ['date'] } },
      { say: 'make it 16 people', expect: { shows: 'venues', notAsks: ['date'], brief: { groupSize: 16 } } },
    ],
  },
  {
    name: 'any cuisine',
    neverAsks: ['cuisines'],
    steps: [
      {
        say: 'Dinner for 20 in Chicago on Feb 10, any cuisine is fine',
        expect: { shows: 'venues', without: ['cuisines'] },
      },
      { say: 'make it 22 people', expect: { shows: 'venues', brief: { groupSize: 22 } } },
    ],
  },
  {
    name: 'a cuisine only when it narrows',
    steps: [
      { say: 'Dinner for 12 in Napa Valley on Feb 3', expect: { shows: 'venues', asks: 'cuisines' } },
      { press: 'French', expect: { shows: 'venues', brief: { cuisines: ['French'] }, asks: null } },
    ],
  },
  {
    name: 'the second one: a private room',
    steps: [
      { say: 'Dinner for 20 in San Francisco on Feb 5', expect: { shows: 'venues' } },
      {
        say: 'does the second one have a private room for 20?',
        expect: {
          shows: 'venue-answer',
          about: 1,
          privateRoomFor: { guests: 20, date: '2027-02-05' },
          brief: { groupSize: 20, date: '2027-02-05' },
        },
      },
    ],
  },
  {
    name: 'the second one: a private room for 30 on a Friday',
    steps: [
      { say: 'Dinner for 24 in Chicago', expect: { shows: 'question', asks: 'date' } },
      { say: 'Feb 12', expect: { shows: 'venues' } },
      {
        say: 'does the second one have a private room for 30 on a Friday?',
        // The dinner's own Friday (Feb 12), not the next Friday from today.
        expect: { shows: 'venue-answer', about: 1, privateRoomFor: { guests: 30, date: '2027-02-12' } },
      },
    ],
  },
  {
    name: 'compare the first two',
    steps: [
      { say: 'Birthday dinner for 16 in Seattle on Feb 3', expect: { shows: 'venues' } },
      { say: 'compare the first two', expect: { shows: 'comparison', compares: [0, 1] } },
    ],
  },
  {
    name: 'the first one, all in',
    steps: [
      { say: 'Dinner for 20 in Las Vegas on Feb 4', expect: { shows: 'venues' } },
      { say: 'how much is the first one all in?', expect: { shows: 'venue-answer', about: 0, says: /\$/ } },
    ],
  },
  {
    name: 'the deposit at the third one',
    steps: [
      { say: 'Work dinner for 18 in Boston on Feb 9', expect: { shows: 'venues' } },
      { say: "what's the deposit at the third one?", expect: { shows: 'venue-answer', about: 2, says: /deposit/i } },
    ],
  },
  {
    name: 'no Japanese in Boston',
    steps: [
      {
        say: 'Japanese dinner for 20 in Boston on Feb 4',
        expect: { shows: 'no-match', alternatives: 1, suggests: [/^Any cuisine$/], says: /Japanese/ },
      },
      { press: 'Any cuisine', expect: { shows: 'venues', without: ['cuisines'] } },
    ],
  },
  {
    name: 'Japanese or Italian',
    steps: [
      {
        say: 'Japanese or Italian for 10 in San Francisco on Feb 4',
        expect: { shows: 'venues', brief: { location: SF, cuisines: ['Japanese', 'Italian'] } },
      },
    ],
  },
  {
    name: 'booked that day: another date',
    steps: [
      {
        say: 'Korean dinner for 40 in Boston on Feb 15',
        expect: { shows: 'no-match', alternatives: 1, suggests: [/^Try /], says: /Feb 15/ },
      },
      { press: /^Try /, expect: { shows: 'venues', brief: { cuisines: ['Korean'] } } },
    ],
  },
  {
    name: 'nothing caters for both',
    steps: [
      {
        say: 'Halal and kosher dinner for 30 in Boston on Feb 4',
        expect: { shows: 'no-match', brief: { dietaryRestrictions: ['halal', 'kosher'] }, says: /halal|kosher/i },
      },
    ],
  },
  {
    name: 'a city we are not in yet',
    steps: [
      {
        say: 'Dinner for 20 in Denver on Feb 4',
        expect: { shows: 'question', asks: 'location', without: ['location'], says: /Denver/ },
      },
      { press: SEA, expect: { shows: 'venues', brief: { location: SEA, groupSize: 20, date: '2027-02-04' } } },
    ],
  },
  {
    name: 'a chip edit: the group size',
    steps: [
      { say: 'Dinner for 20 in Chicago on Feb 10', expect: { shows: 'venues' } },
      { edit: { groupSize: 40 }, expect: { shows: 'venues', brief: { groupSize: 40 } } },
    ],
  },
  {
    name: 'a chip removed: the cuisine',
    steps: [
      { say: 'Mexican dinner for 20 in Miami on Feb 4', expect: { shows: 'venues', brief: { cuisines: ['Mexican'] } } },
      { edit: { cuisines: null }, expect: { shows: 'venues', without: ['cuisines'], notAsks: ['cuisines'] } },
      { say: 'make it 24 people', expect: { shows: 'venues', notAsks: ['cuisines'] } },
    ],
  },
  {
    name: 'vegan and gluten-free',
    steps: [
      {
        say: 'vegan and gluten-free dinner for 14 in Seattle on Feb 3',
        expect: { shows: 'venues', brief: { dietaryRestrictions: ['vegan', 'gluten-free'] } },
      },
    ],
  },
  {
    name: 'no bar',
    steps: [
      {
        say: 'Sober birthday for 20 in Las Vegas on Feb 6, no bar please',
        expect: { shows: 'venues', brief: { exclusions: { cuisines: [], features: ['bar'] } } },
      },
    ],
  },
  {
    name: 'a person',
    steps: [
      { say: 'Dinner for 20 in Chicago on Feb 10', expect: { shows: 'venues' } },
      { say: 'can I talk to a person?', expect: { shows: 'person', brief: { location: CHI, groupSize: 20 } } },
    ],
  },
  {
    name: 'asked from a venue page',
    start: { venue: 'Parlor 17' },
    steps: [
      {
        say: 'Does it have a private room for 12 on Friday?',
        expect: { shows: 'venue-answer', about: 'context', privateRoomFor: { guests: 12, date: '2027-01-15' } },
      },
    ],
  },
  {
    name: 'anything but Italian',
    steps: [
      {
        say: 'anything but Italian for 18 in Napa Valley on Feb 5',
        expect: { shows: 'venues', brief: { location: NAPA, exclusions: { cuisines: ['Italian'], features: [] } } },
      },
    ],
  },
  {
    name: 'make it 30',
    steps: [
      { say: 'Dinner for 20 in San Diego on Feb 4', expect: { shows: 'venues' } },
      { say: 'make it 30 people', expect: { shows: 'venues', brief: { groupSize: 30, location: SD } } },
    ],
  },
  {
    name: 'Miami Beach',
    steps: [
      {
        say: 'something in Miami Beach for 30 on Feb 6, lively',
        expect: { shows: 'venues', brief: { location: MIA, neighbourhood: 'Miami Beach', groupSize: 30 } },
      },
    ],
  },
  {
    name: 'another city',
    steps: [
      { say: 'Dinner for 20 in Chicago on Feb 10', expect: { shows: 'venues' } },
      {
        say: "actually, let's do Seattle instead",
        expect: { shows: 'venues', brief: { location: SEA, groupSize: 20, date: '2027-02-10' } },
      },
    ],
  },
  {
    name: 'nothing expensive',
    steps: [
      {
        say: 'Team dinner for 30 in Chicago on Feb 11, nothing expensive',
        expect: { shows: 'venues', brief: { budget: 'moderate', groupSize: 30 } },
      },
    ],
  },
  {
    name: 'a private room is a must',
    steps: [
      {
        say: 'Dinner for 24 in New York on Feb 10, we need a private room',
        expect: { shows: 'venues', brief: { mustHaves: ['private-room'] } },
      },
    ],
  },
  {
    name: 'wheelchair access and parking',
    steps: [
      {
        say: 'We need wheelchair access and parking, 40 guests, San Francisco, Feb 10',
        expect: { shows: 'venues', brief: { mustHaves: ['wheelchair', 'parking'], groupSize: 40 } },
      },
    ],
  },
  {
    name: 'a time of day',
    steps: [
      {
        say: 'Dinner for 12 in Boston on Feb 4 at 8:30pm',
        expect: { shows: 'venues', brief: { time: 'dinner', exactTime: '8:30 PM', date: '2027-02-04' } },
      },
    ],
  },
  {
    name: "the issue's journey",
    steps: [
      { say: 'Team dinner for 30 in Chicago', expect: { shows: 'question', asks: 'date' } },
      {
        say: 'Friday Feb 12',
        expect: { shows: 'venues', priced: true, offers: ['shortlist', 'brief', 'request', 'handover'] },
      },
      {
        say: 'does the second one have a private room for 30 on a Friday?',
        // The dinner's own Friday (Feb 12), not the next Friday from today.
        expect: { shows: 'venue-answer', about: 1, privateRoomFor: { guests: 30, date: '2027-02-12' } },
      },
      { say: 'compare the first two', expect: { shows: 'comparison', compares: [0, 1], offers: ['shortlist'] } },
    ],
  },
  {
    name: 'anything but sushi',
    steps: [
      {
        say: 'anything but sushi for 18 coworkers in San Francisco on Feb 9',
        expect: { shows: 'venues', brief: { groupSize: 18, exclusions: { cuisines: ['Japanese'], features: [] } } },
      },
    ],
  },
  {
    name: 'a range of guests',
    steps: [
      {
        say: '20-25 people in Seattle on Feb 17 for a team dinner',
        expect: { shows: 'venues', brief: { groupSize: 25, location: SEA, date: '2027-02-17' } },
      },
    ],
  },
  {
    name: 'next Friday at 7',
    steps: [
      {
        say: 'next Friday at 7 for 12 in Las Vegas',
        expect: { brief: { date: '2027-01-22', exactTime: '7:00 PM', groupSize: 12, location: LV } },
      },
    ],
  },
  {
    name: 'a venue by its name, without the accent',
    steps: [
      { say: 'Dinner for 20 in Chicago on Feb 10', expect: { shows: 'venues' } },
      {
        say: "what's the cancellation policy at Cocina Colibri?",
        expect: { shows: 'venue-answer', about: 1, says: /cancel/i },
      },
    ],
  },
  {
    name: 'the last one',
    steps: [
      { say: 'Dinner for 20 in Miami on Feb 4', expect: { shows: 'venues' } },
      { say: 'tell me more about the last one', expect: { shows: 'venue-answer', about: 2 } },
    ],
  },
  {
    name: 'the first one on another date',
    steps: [
      { say: 'Dinner for 24 in New York on Feb 10', expect: { shows: 'venues' } },
      {
        say: 'is the first one available on March 5?',
        expect: { shows: 'venue-answer', about: 0, availableFor: { guests: 24, date: '2027-03-05' } },
      },
    ],
  },
  {
    name: 'under $50 a head',
    steps: [
      {
        say: 'Birthday for 14 in Napa Valley on Feb 20, under $50 a head',
        expect: { shows: 'venues', brief: { budget: 'moderate', groupSize: 14, location: NAPA } },
      },
    ],
  },
  {
    name: 'no meat',
    steps: [
      {
        say: 'dinner for 10 in Napa on Feb 3, no meat',
        expect: { shows: 'venues', brief: { dietaryRestrictions: ['vegetarian'], location: NAPA } },
      },
    ],
  },
]
