import { describe, expect, it } from 'vitest'
import { parseConciergeRequest } from './parse-concierge-request'
import type { ParsedPreferences } from './reader/brief'
import { slotAt } from './reader/clock-time'
import { numbersInWords } from './reader/numbers'

// Wednesday, June 11, 2025.
const today = '2025-06-11'
const parseText = (text: string) => parseConciergeRequest(text, { today })

type Row = {
  text: string
  /** Fields that must be read exactly so (others may be anything but must not contradict `absent`). */
  expect: ParsedPreferences
  /** Fields that must stay empty: the parser must not guess them. */
  absent?: (keyof ParsedPreferences)[]
  /** Sentences (substrings) that must appear in notUnderstood. */
  says?: string[]
}

const table: Row[] = [
  {
    text: 'dinner for 24 in Chicago next Friday around 7, Italian, about $90 a head, two vegans',
    expect: {
      groupSize: 24,
      location: 'Chicago, IL',
      date: '2025-06-20',
      time: 'dinner',
      cuisine: 'Italian',
      budget: 'premium',
      dietaryRestrictions: ['vegan'],
    },
    absent: ['occasion', 'vibe'],
    says: ["I couldn't tell the occasion"],
  },
  {
    text: 'Business dinner for twenty-four people in NYC on June 20 at 7:30pm, steakhouse, $150 pp, elegant',
    expect: {
      occasion: 'Business Dinner',
      groupSize: 24,
      location: 'New York, NY',
      date: '2025-06-20',
      time: 'dinner',
      cuisine: 'Steakhouse',
      budget: 'luxury',
      vibe: 'Elegant & Upscale',
    },
  },
  {
    text: 'team offsite for 30 in San Francisco, tapas, $$$',
    expect: {
      occasion: 'Team Building',
      groupSize: 30,
      location: 'San Francisco, CA',
      cuisine: 'Spanish',
      budget: 'premium',
    },
    absent: ['date', 'time'],
  },
  {
    text: 'product launch for 50 guests in Miami on the 14th, trendy',
    expect: {
      occasion: 'Product Launch',
      groupSize: 50,
      location: 'Miami, FL',
      date: '2025-06-14',
      vibe: 'Modern & Trendy',
    },
  },
  {
    text: 'launch event, 40 people, Seattle, June 30',
    expect: { occasion: 'Product Launch', groupSize: 40, location: 'Seattle, WA', date: '2025-06-30' },
  },
  {
    text: 'a 40th birthday for 18 friends in Boston on Saturday',
    expect: { occasion: 'Birthday Celebration', groupSize: 18, location: 'Boston, MA', date: '2025-06-14' },
  },
  {
    text: 'anniversary dinner for 12 in Napa, cozy',
    expect: {
      occasion: 'Anniversary',
      groupSize: 12,
      location: 'Napa Valley, CA',
      time: 'dinner',
      vibe: 'Cozy & Intimate',
    },
  },
  {
    text: 'holiday party for 45 in Las Vegas on December 12, lively, open bar',
    expect: {
      occasion: 'Holiday Party',
      groupSize: 45,
      location: 'Las Vegas, NV',
      date: '2025-12-12',
      vibe: 'Vibrant & Energetic',
    },
  },
  {
    text: 'we are 16, gluten free and kosher, sushi, Las Vegas, tomorrow at 8',
    expect: {
      groupSize: 16,
      dietaryRestrictions: ['gluten-free', 'kosher'],
      cuisine: 'Japanese',
      location: 'Las Vegas, NV',
      date: '2025-06-12',
      time: 'dinner',
    },
  },
  {
    text: 'lunch for 20 in san diego, bbq, cheap, casual, GF',
    expect: {
      time: 'lunch',
      groupSize: 20,
      location: 'San Diego, CA',
      cuisine: 'Barbecue',
      budget: 'moderate',
      vibe: 'Casual & Relaxed',
      dietaryRestrictions: ['gluten-free'],
    },
  },
  {
    text: 'party of twelve, veggie and halal, Chicago, 6/20 at 6:30 pm',
    expect: {
      groupSize: 12,
      dietaryRestrictions: ['vegetarian', 'halal'],
      location: 'Chicago, IL',
      date: '2025-06-20',
      time: 'dinner',
    },
  },
  {
    text: 'networking mixer for 40-45 people in Chicago, happy hour',
    expect: { occasion: 'Networking Event', groupSize: 45, location: 'Chicago, IL', time: 'happy-hour' },
  },
  {
    text: '30 people, $3,000 total, Boston, Dec 5',
    expect: { groupSize: 30, budget: 'premium', location: 'Boston, MA', date: '2025-12-05' },
  },
  {
    text: 'fundraiser gala for fifty in New York City, $200 per person, upscale, nut allergy',
    expect: {
      occasion: 'Fundraiser',
      groupSize: 50,
      location: 'New York, NY',
      budget: 'luxury',
      vibe: 'Elegant & Upscale',
      dietaryRestrictions: ['nut-free'],
    },
  },
  {
    text: 'Conference group of 60 in Vegas, $80/person, dairy free',
    expect: {
      occasion: 'Conference',
      groupSize: 60,
      location: 'Las Vegas, NV',
      budget: 'premium',
      dietaryRestrictions: ['dairy-free'],
    },
  },
  {
    text: 'brunch for a dozen in SF on July 4, outdoor patio',
    expect: {
      time: 'brunch',
      groupSize: 12,
      location: 'San Francisco, CA',
      date: '2025-07-04',
      vibe: 'Outdoor & Natural',
    },
  },
  {
    text: 'Korean BBQ for 22 colleagues in Seattle, $45 a head',
    expect: { cuisine: 'Korean', groupSize: 22, location: 'Seattle, WA', budget: 'moderate' },
  },
  { text: 'breakfast meeting at 8 for 10 execs in Boston', expect: { time: 'breakfast', groupSize: 10 } },
  {
    text: 'corporate event for 35 in Miami, professional, dim sum',
    expect: { occasion: 'Corporate Event', groupSize: 35, vibe: 'Corporate & Professional', cuisine: 'Chinese' },
  },
  {
    text: 'wedding reception for 60 guests in Napa Valley, rustic',
    expect: { occasion: 'Wedding Reception', groupSize: 60, location: 'Napa Valley, CA', vibe: 'Rustic & Charming' },
  },
  {
    text: 'client dinner in Chicago for 8, $$$$, quiet',
    expect: { occasion: 'Business Dinner', groupSize: 8, budget: 'luxury', vibe: 'Cozy & Intimate', time: 'dinner' },
  },
  {
    text: 'team building for 25 in Boston at 3pm, creative',
    expect: { occasion: 'Team Building', groupSize: 25, time: 'afternoon', vibe: 'Creative & Artistic' },
  },
  {
    text: 'late night drinks for 15 in Miami, no preference on food',
    expect: { time: 'late-night', groupSize: 15, cuisine: 'No Preference' },
  },

  // Refusing to guess.
  {
    text: 'birthday for a few people in Boston sometime soon',
    expect: { occasion: 'Birthday Celebration', location: 'Boston, MA' },
    absent: ['groupSize', 'date'],
    says: ["I couldn't tell the group size", "I couldn't pin down a date"],
  },
  {
    text: 'holiday party for 120 in Seattle next month-ish',
    expect: { occasion: 'Holiday Party' },
    absent: ['groupSize', 'date'],
    says: [
      'Group of 120 is above our 60-guest limit; a consultation can help',
      'I couldn\'t pin down a date from "next month"',
    ],
  },
  {
    text: 'dinner in Springfield next Friday for 12',
    expect: { groupSize: 12 },
    absent: ['location'],
    says: ["'Springfield' isn't one of our cities yet"],
  },
  {
    text: 'anniversary dinner for 10 in Austin',
    expect: { groupSize: 10 },
    absent: ['location'],
    says: ['Austin is coming soon'],
  },
  {
    text: 'Dinner 20 Chicago',
    expect: { location: 'Chicago, IL', time: 'dinner' },
    absent: ['groupSize', 'occasion'],
    says: ["I couldn't tell the group size"],
  },
  // Several cuisines are all kept, in the order said; the first fills the form's field.
  {
    text: 'sushi or steak for 20 in Chicago',
    expect: { groupSize: 20, cuisine: 'Japanese', cuisines: ['Japanese', 'Steakhouse'] },
  },
  {
    text: 'something for 4 people in Chicago',
    expect: {},
    absent: ['groupSize'],
    says: ['Group of 4 is below our 8-guest minimum'],
  },
  {
    text: 'we need a venue for 25 on March 3 2020 in Miami',
    expect: { groupSize: 25 },
    absent: ['date'],
    says: ['has already passed'],
  },
  // A weekday in a month she names is not the next such weekday from today.
  {
    text: 'a Friday in March for 20 people in Boston',
    expect: { groupSize: 20, location: 'Boston, MA' },
    absent: ['date'],
    says: ['I couldn\'t pin down a date from "Friday in March"'],
  },
  {
    text: '8 guests brunch in seattle this weekend',
    expect: { groupSize: 8, time: 'brunch' },
    absent: ['date'],
    says: ["I couldn't pin down a date"],
  },
  {
    text: 'dinner in Chicago or Boston for 20',
    expect: { groupSize: 20 },
    absent: ['location'],
    says: ['more than one city'],
  },
  {
    text: 'a table for 20 or 30 people in Miami',
    expect: {},
    absent: ['groupSize'],
    says: ['more than one group size'],
  },
  { text: 'something elegant but casual for 20 in Boston', expect: {}, absent: ['vibe'], says: ['more than one vibe'] },
  { text: 'lunch or dinner for 14 in Chicago', expect: {}, absent: ['time'], says: ['more than one time of day'] },
  {
    text: 'a budget of about $5,000 for our team in Chicago',
    expect: {},
    absent: ['budget', 'groupSize'],
    says: ['without the group size'],
  },
  {
    text: 'get together with a bunch of colleagues',
    expect: {},
    absent: ['groupSize', 'location', 'date', 'occasion'],
    says: ["I couldn't tell the group size"],
  },
  { text: 'dinner on the 4th floor', expect: { time: 'dinner' }, absent: ['groupSize', 'date'] },
  { text: 'Room 12, Chicago, Friday', expect: { location: 'Chicago, IL', date: '2025-06-13' }, absent: ['groupSize'] },

  // Exact times are kept as asked, beside their slot.
  {
    text: 'team dinner for 14 in Chicago around 7:30pm',
    expect: { occasion: 'Team Building', groupSize: 14, time: 'dinner', exactTime: '7:30 PM' },
  },
  {
    text: 'client dinner for 10 in Boston at 8',
    expect: { occasion: 'Business Dinner', time: 'dinner', exactTime: '8:00 PM' },
  },
  { text: 'dinner for 20 in Seattle, 19:45', expect: { time: 'dinner', exactTime: '7:45 PM' } },
  { text: 'lunch for 12 in Miami at 12:15 pm', expect: { time: 'lunch', exactTime: '12:15 PM' } },
  { text: 'breakfast meeting at 8 for 10 execs in Boston', expect: { time: 'breakfast', exactTime: '8:00 AM' } },
  { text: 'dinner at 5pm for 12 in Chicago', expect: { time: 'dinner' }, absent: ['exactTime'] },
  { text: 'dinner for 16 in Chicago between 7 and 9', expect: { time: 'dinner' }, absent: ['exactTime'] },
  { text: 'dinner for 16 in Chicago, evening', expect: { time: 'dinner' }, absent: ['exactTime'] },
  // Common occasions, in the planner's words.
  { text: 'offsite for 30 in Denver', expect: { occasion: 'Team Building' } },
  { text: 'birthday dinner for 12 in Miami', expect: { occasion: 'Birthday Celebration', time: 'dinner' } },
  { text: 'rehearsal dinner for 40 in Napa', expect: { occasion: 'Wedding Reception' } },
  { text: 'our anniversary, 10 people, Boston', expect: { occasion: 'Anniversary', groupSize: 10 } },
  { text: 'holiday party for 50 in Chicago', expect: { occasion: 'Holiday Party', groupSize: 50 } },
  {
    text: 'farewell dinner for a colleague, 18 people in Seattle',
    expect: { occasion: 'Corporate Event', groupSize: 18 },
  },
  { text: 'retirement party for 30 in Boston', expect: { occasion: 'Corporate Event' } },
  { text: 'engagement party for 40 in Chicago', expect: { occasion: 'Wedding Reception' } },
  { text: 'bachelorette dinner for 12 in Miami', expect: { occasion: 'Wedding Reception', groupSize: 12 } },
  { text: 'graduation dinner for 15 in Boston', expect: { occasion: 'Birthday Celebration', groupSize: 15 } },
  { text: 'networking night for 35 in San Francisco', expect: { occasion: 'Networking Event' } },
  { text: 'board dinner for 12 in New York', expect: { occasion: 'Business Dinner' } },
  { text: 'christmas party for 45 in Chicago', expect: { occasion: 'Holiday Party' } },
  { text: 'company kickoff for 60 in Las Vegas', expect: { occasion: 'Corporate Event', groupSize: 60 } },
  // Several cuisines, and must-haves.
  { text: 'Italian or Japanese for 20 in Chicago', expect: { cuisine: 'Italian', cuisines: ['Italian', 'Japanese'] } },
  {
    text: 'tacos, sushi or pizza, 25 people, Miami',
    expect: { cuisine: 'Mexican', cuisines: ['Mexican', 'Japanese', 'Italian'] },
  },
  { text: 'Thai food for 18 in Seattle', expect: { cuisine: 'Thai' }, absent: ['cuisines'] },
  { text: 'rooftop dinner for 40 in Chicago', expect: { features: ['outdoor'], time: 'dinner' } },
  {
    text: 'need a private room and a projector for 16 in Boston',
    expect: { features: ['private-room', 'av-equipment'], groupSize: 16 },
  },
  {
    text: 'brunch for 10 on a patio, wheelchair accessible, San Diego',
    expect: { features: ['outdoor', 'wheelchair'], time: 'brunch' },
  },
]

describe('parseConciergeRequest: a table of phrasings', () => {
  it('has at least 65 rows', () => expect(table.length).toBeGreaterThanOrEqual(65))

  for (const row of table) {
    it(row.text, () => {
      const { preferences, notUnderstood } = parseText(row.text)
      for (const [field, value] of Object.entries(row.expect)) {
        expect(preferences[field as keyof ParsedPreferences], field).toEqual(value)
      }
      for (const field of row.absent ?? []) expect(preferences[field], `${field} must not be guessed`).toBeUndefined()
      for (const s of row.says ?? []) expect(notUnderstood.join(' | ')).toContain(s)
    })
  }
})

describe('parseConciergeRequest: what it says back', () => {
  it('lists what it understood in the order of the form, each field once', () => {
    const r = parseText('dinner for 24 in Chicago next Friday around 7, Italian, about $90 a head, two vegans')
    expect(r.understood).toEqual([
      'Group of 24',
      'City: Chicago, IL',
      'Date: Friday, June 20, 2025',
      'Time: 7:00 PM, Dinner (6-9 PM)',
      'Budget: $$$ - Premium ($50-100 per person), from $90 per person',
      'Cuisine: Italian',
      'Dietary needs: vegan',
    ])
    expect(r.notUnderstood).toEqual(["I couldn't tell the occasion", "I couldn't tell the vibe"])
  })

  it("echoes the planner's own word when it maps to another occasion, and the must-haves it read", () => {
    const r = parseText('bachelorette for 12 in Miami on a rooftop, Italian or Japanese')
    expect(r.understood).toContain('Occasion: Wedding Reception (you said "bachelorette")')
    expect(r.understood).toContain('Cuisine: Italian or Japanese')
    expect(r.understood).toContain('Must have: Outdoor Seating ("rooftop")')
    expect(parseText('birthday for 12 in Miami').understood).toContain('Occasion: Birthday Celebration')
  })

  it('says nothing was understood for empty or unrelated text, without throwing', () => {
    for (const text of ['', '   ', 'hello Callie!', '$$$$$$$$', '1 2 3 4 5 6 7 8 9', 'x'.repeat(5000)]) {
      const r = parseText(text)
      expect(r.preferences.groupSize).toBeUndefined()
      expect(r.notUnderstood).toContain("I couldn't tell the group size")
    }
  })

  it('never returns a date before today', () => {
    for (const text of ['Monday', 'June 1', 'yesterday', 'last Friday', 'on the 3rd', 'January 5']) {
      const { preferences } = parseText(`dinner for 20 in Boston ${text}`)
      if (preferences.date) expect(preferences.date >= today).toBe(true)
    }
  })

  it('reads a $ amount without a unit as per person, and says so', () => {
    const r = parseText('dinner for 20 in Boston, $60')
    expect(r.preferences.budget).toBe('premium')
    expect(r.understood.join()).toContain('read as per person')
  })
})

describe('numbersInWords', () => {
  it.each([
    ['two vegans', '2 vegans'],
    ['twenty-four people', '24 people'],
    ['Twenty four people', '24 people'],
    ['sixty guests', '60 guests'],
    ['a dozen', '12'],
    ['two dozen', '24'],
    ['a hundred and twenty', '120'],
    ['someone', 'someone'],
  ])('%s → %s', (input, output) => expect(numbersInWords(input)).toBe(output))
})

describe('slotAt', () => {
  it.each([
    [7 * 60, 'breakfast'],
    [10 * 60 + 30, 'brunch'],
    [12 * 60, 'lunch'],
    [15 * 60, 'afternoon'],
    [17 * 60, 'happy-hour'],
    [19 * 60, 'dinner'],
    [21 * 60 + 30, 'late-night'],
    [3 * 60, undefined],
  ])('%i minutes → %s', (minutes, slot) => expect(slotAt(minutes)).toBe(slot))
})

describe('parseConciergeRequest: the brief beyond the form', () => {
  const read = (text: string) => parseConciergeRequest(text, { today: '2027-01-13' })

  it('rules out what she says no to, and says so', () => {
    const r = read('dinner for 20 in Boston, no seafood please, nothing too fancy, no private room needed')
    expect(r.exclusions).toEqual({ cuisines: ['Seafood'], features: [], vibes: ['Elegant & Upscale'] })
    expect(r.preferences.cuisine).toBeUndefined()
    expect(r.preferences.vibe).toBeUndefined()
    expect(r.mustHaves).toEqual([])
    expect(r.understood).toContain('Not: Seafood and Elegant & Upscale')
    expect(r.understood).toContain('Not needed: private room')
  })

  it('reads a neighbourhood, a holiday and a total', () => {
    const r = read("Valentine's Day dinner in Brooklyn for 30, $4,500 total")
    expect(r.preferences.location).toBe('New York, NY')
    expect(r.neighbourhood).toBe('Brooklyn')
    expect(r.preferences.date).toBe('2027-02-14')
    expect(r.budgetTotal).toBe(4500)
    expect(r.preferences.budget).toBe('luxury')
    expect(r.understood).toContain('City: New York, NY (Brooklyn)')
    expect(r.understood).toContain("Date: Valentine's Day, Sunday, February 14, 2027")
  })

  it('marks the slots she does not mind, and an "anything" answer to the slot asked', () => {
    expect(read('no budget limit, any cuisine is fine').noPreference).toEqual(['budget', 'cuisines'])
    expect(parseConciergeRequest('anything', { today: '2027-01-13', asked: 'vibe' }).noPreference).toEqual(['vibe'])
  })

  it('rules out a bar when she says no to one, and never wants one for the word alone', () => {
    expect(read('Sober birthday for 20 in Las Vegas, no bar please').exclusions.features).toEqual(['bar'])
    expect(read('drinks at a wine bar for 12 in Chicago').mustHaves).toEqual([])
  })

  it('says why a place she named is not read as the city', () => {
    const denver = read('Dinner for 20 in Denver on Feb 4')
    expect(denver.preferences.location).toBeUndefined()
    expect(denver.cityNote).toBe(
      "Denver is coming soon, but we can't book there yet; please pick one of our active cities",
    )
    expect(read('Dinner for 20 in Chicago or Boston').cityNote).toMatch(/^You mentioned more than one city/)
    expect(read('Dinner for 20 in Chicago').cityNote).toBeUndefined()
  })

  it('keeps nothing from one request in the next (the reader holds no state)', () => {
    read('holiday party for 40 in Chicago on Christmas Eve')
    const r = read('asdf qwerty')
    expect(r.preferences).toEqual({})
  })
})
