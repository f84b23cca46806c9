import { describe, expect, it } from 'vitest'
import { dishConflicts, describeAllergy, type AllergyEntry } from './allergens'
import { areDetailsLocked, decideChangeRequest, detailsLockAt } from './details-lock'
import { checkChoices, conflictsOf, describeAnswerChanges, guestDetailsSchema } from './guest-details'
import {
  allergenMatrix,
  diffKitchenSnapshots,
  finalHeadcount,
  kitchenTimeline,
  seatViews,
  type KitchenSnapshot,
} from './kitchen-sheet'
import { menuSchema, type Menu } from './menu'

const menu: Menu = menuSchema.parse({
  courses: [
    { name: 'Starter', dishes: [{ name: 'Burrata', allergens: ['milk'], diets: ['vegetarian'] }] },
    {
      name: 'Main',
      dishes: [
        { name: 'Satay chicken', allergens: ['peanuts', 'soy'] },
        { name: 'Risotto', allergens: ['milk'], diets: ['vegetarian', 'gluten-free'] },
      ],
    },
  ],
})
const peanuts: AllergyEntry = { allergen: 'peanuts', other: null, kind: 'allergy', severity: 'anaphylaxis' }
const lactose: AllergyEntry = { allergen: 'milk', other: null, kind: 'intolerance', severity: 'moderate' }

describe('allergen conflicts', () => {
  it('a dish is a risk for each named allergen it contains, never for "other" in words', () => {
    const other: AllergyEntry = { allergen: 'other', other: 'Peanut oil', kind: 'allergy', severity: 'severe' }
    expect(dishConflicts([peanuts, lactose, other], ['peanuts', 'soy'])).toEqual([peanuts])
    expect(dishConflicts([other], ['peanuts'])).toEqual([])
    expect(describeAllergy(peanuts)).toBe('Peanuts — allergy, anaphylaxis (life-threatening)')
  })

  it('the guest is told of each served dish that conflicts, the set course included, severe marked', () => {
    expect(conflictsOf(menu, { allergies: [peanuts], choices: [{ course: 'Main', dish: 'Satay chicken' }] })).toEqual([
      { course: 'Main', dish: 'Satay chicken', allergens: ['peanuts'], severe: true },
    ])
    expect(conflictsOf(menu, { allergies: [lactose], choices: [{ course: 'Main', dish: 'Satay chicken' }] })).toEqual([
      { course: 'Starter', dish: 'Burrata', allergens: ['milk'], severe: false },
    ])
    expect(conflictsOf(menu, { allergies: [peanuts], choices: [{ course: 'Main', dish: 'Risotto' }] })).toEqual([])
    expect(conflictsOf(null, { allergies: [peanuts], choices: [] })).toEqual([])
  })

  it('choices must name the menu’s courses and dishes, the companion’s too', () => {
    const details = guestDetailsSchema.parse({
      choices: [{ course: 'main', dish: 'Fish' }],
      companion: { name: 'Bo', choices: [{ course: 'Dessert', dish: 'Tart' }] },
    })
    expect(checkChoices(menu, details)).toEqual({
      'details.choices.0.dish': 'This dish is not on the menu for that course',
      'details.companion.choices.0.course': 'This course is not on the menu',
    })
    expect(checkChoices(null, details)['details.choices.0.course']).toBe('This event has no menu to choose from')
  })

  it('"other" needs words, an allergen is named once, and a preference carries no severity', () => {
    const bad = guestDetailsSchema.safeParse({
      allergies: [
        { allergen: 'other', kind: 'allergy' },
        { allergen: 'egg', kind: 'allergy' },
        { allergen: 'egg', kind: 'preference' },
      ],
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['allergies.0.other', 'allergies.2.allergen'])
    const pref = guestDetailsSchema.parse({
      allergies: [{ allergen: 'fish', kind: 'preference', severity: 'anaphylaxis' }],
    })
    expect(pref.allergies[0].severity).toBe('mild')
  })
})

describe('the final-details lock and change requests', () => {
  const event = { date: '2030-06-15', time: '7:00 PM', timezone: 'America/New_York' }
  it('locks the given hours before the event starts, in the event’s timezone', () => {
    expect(detailsLockAt(event, 72)?.toISOString()).toBe('2030-06-12T23:00:00.000Z')
    expect(areDetailsLocked(event, 72, new Date('2030-06-12T22:59:59Z'))).toBe(false)
    expect(areDetailsLocked(event, 72, new Date('2030-06-12T23:00:00Z'))).toBe(true)
    expect(areDetailsLocked(event, null, new Date('2030-06-15T23:00:00Z'))).toBe(false)
  })
  it('a change request is answered once', () => {
    expect(decideChangeRequest('pending', 'accept')).toBe('accepted')
    expect(decideChangeRequest('pending', 'decline')).toBe('declined')
    expect(decideChangeRequest('accepted', 'decline')).toBeNull()
    expect(decideChangeRequest('declined', 'accept')).toBeNull()
  })
})

describe('the kitchen sheet', () => {
  const base: KitchenSnapshot = {
    eventName: 'Team dinner',
    date: '2030-06-15',
    time: '7:00 PM',
    venueName: 'Hall',
    spaceName: 'The Loft',
    packageName: 'Set menu',
    bookedGuests: 20,
    detailsDueAt: null,
    menu,
    seats: [
      {
        key: 'g1',
        name: 'Ana',
        companionOf: null,
        choices: [{ course: 'Main', dish: 'Risotto' }],
        allergies: [lactose],
        dietary: [],
      },
      {
        key: 'g2',
        name: 'Bea',
        companionOf: null,
        choices: [{ course: 'Main', dish: 'Satay chicken' }],
        allergies: [peanuts],
        dietary: [],
      },
      {
        key: 'g2+1',
        name: 'Cy',
        companionOf: 'Bea',
        choices: [{ course: 'Main', dish: 'Satay chicken' }],
        allergies: [],
        dietary: [],
      },
    ],
    specialRequests: [],
    contacts: [],
  }

  it('puts severe allergies first and shows the matrix by dish with who is at risk', () => {
    expect(seatViews(base).map((s) => [s.name, s.severe, s.conflicts.length])).toEqual([
      ['Bea', true, 1],
      ['Ana', false, 2],
      ['Cy', false, 0],
    ])
    expect(allergenMatrix(base)).toEqual([
      { course: 'Starter', dish: 'Burrata', allergens: ['milk'], diets: ['vegetarian'], count: 3, atRisk: ['Ana'] },
      { course: 'Main', dish: 'Satay chicken', allergens: ['peanuts', 'soy'], diets: [], count: 2, atRisk: ['Bea'] },
      {
        course: 'Main',
        dish: 'Risotto',
        allergens: ['milk'],
        diets: ['vegetarian', 'gluten-free'],
        count: 1,
        atRisk: ['Ana'],
      },
    ])
    expect(finalHeadcount(base)).toBe(3)
    expect(finalHeadcount({ ...base, seats: [] })).toBe(20)
  })

  it("writes the guests' arrival as every screen writes a date, not as the database keeps it", () => {
    const [arrival] = kitchenTimeline(base, 'America/New_York')
    expect(arrival).toEqual({ label: 'Guests arrive', when: 'Jun 15, 2030 · 7:00 PM' })
  })

  it("writes when final details are due on the venue's clock, whatever the reader's timezone", () => {
    // 2030-06-14T02:00Z is 7:00 PM on June 13 in San Francisco, 10:00 PM in New York, 2:00 AM on the
    // 14th in UTC: the sheet follows the event's timezone only.
    const due = { ...base, detailsDueAt: '2030-06-14T02:00:00.000Z' }
    expect(kitchenTimeline(due, 'America/Los_Angeles')[0]).toEqual({
      label: 'Final details due',
      when: 'Jun 13, 2030 · 7:00 PM',
    })
    expect(kitchenTimeline(due, 'America/New_York')[0].when).toBe('Jun 13, 2030 · 10:00 PM')
    const reader = process.env.TZ
    try {
      process.env.TZ = 'Asia/Tokyo'
      expect(kitchenTimeline(due, 'America/Los_Angeles')[0].when).toBe('Jun 13, 2030 · 7:00 PM')
    } finally {
      process.env.TZ = reader
    }
  })

  it('says what changed between two versions, and nothing when nothing did', () => {
    expect(diffKitchenSnapshots(base, structuredClone(base))).toEqual([])
    const after: KitchenSnapshot = {
      ...base,
      date: '2030-06-16',
      time: '8:00 PM',
      seats: [
        { ...base.seats[0], choices: [{ course: 'Main', dish: 'Satay chicken' }] },
        { ...base.seats[1], allergies: [] },
      ],
    }
    expect(diffKitchenSnapshots(base, after)).toEqual([
      // The date as the sheet and the agreement write it (it read '2030-06-15 → 2030-06-16').
      'Date: Jun 15, 2030 → Jun 16, 2030',
      'Time: 7:00 PM → 8:00 PM',
      'Headcount: 3 → 2',
      'Ana, Main: Risotto → Satay chicken',
      'Bea, allergies: Peanuts — allergy, anaphylaxis (life-threatening) → none',
      'Seat removed: Cy',
    ])
  })

  it('names diets by their labels in what changed, as the RSVP form offers them', () => {
    const after: KitchenSnapshot = { ...base, seats: [{ ...base.seats[0], dietary: ['gluten-free', 'vegan'] }] }
    expect(diffKitchenSnapshots({ ...base, seats: [base.seats[0]] }, after)).toEqual([
      'Ana, diet: none → Gluten-Free, Vegan',
    ])
    const answer = { rsvp: 'yes', notes: '', details: { allergies: [], choices: [], companion: null } }
    expect(
      describeAnswerChanges(
        { ...answer, dietary: ['dairy-free'] },
        { ...answer, dietary: ['nut-free', 'pescatarian'] },
      ),
    ).toEqual(['Dietary: Dairy-Free → Nut-Free, Pescatarian'])
  })
})
