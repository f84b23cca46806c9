import { describe, expect, it } from 'vitest'
import {
  dietarySummaryOf,
  GUEST_MESSAGES,
  headcountOf,
  headcountSentence,
  normaliseDietary,
  parseGuestLine,
  parseGuestList,
} from './guest-list'

describe('parseGuestLine', () => {
  it.each([
    ['Ana Ruiz <Ana@Example.com>', { name: 'Ana Ruiz', email: 'ana@example.com' }],
    ['"Ruiz, Ana" <ana@example.com>', { name: 'Ruiz, Ana', email: 'ana@example.com' }],
    ['Ana Ruiz, ana@example.com', { name: 'Ana Ruiz', email: 'ana@example.com' }],
    ['ana@example.com, Ana Ruiz', { name: 'Ana Ruiz', email: 'ana@example.com' }],
    ['Ana Ruiz\tana@example.com', { name: 'Ana Ruiz', email: 'ana@example.com' }],
    ['  Ana   Ruiz  ', { name: 'Ana Ruiz', email: null }],
    ['Ana Ruiz,', { name: 'Ana Ruiz', email: null }],
    ['ana@example.com', { name: 'ana', email: 'ana@example.com' }],
  ])('reads %j', (line, expected) => {
    expect(parseGuestLine(line)).toEqual(expected)
  })

  it('names the problem of a bad line', () => {
    expect(parseGuestLine('Ana <not-an-email>')).toEqual({ error: GUEST_MESSAGES.invalidEmail })
    expect(parseGuestLine('Ana, ana@')).toEqual({ error: GUEST_MESSAGES.invalidEmail })
    expect(parseGuestLine(' <> ')).toEqual({ error: GUEST_MESSAGES.invalidEmail })
    // Without an address a comma is part of the name ("Ruiz, Ana").
    expect(parseGuestLine('Ruiz, Ana')).toEqual({ name: 'Ruiz, Ana', email: null })
  })
})

describe('parseGuestList', () => {
  it('skips blank lines and reports errors with their line number', () => {
    const { guests, errors } = parseGuestList('Ana <ana@example.com>\n\nBen, bad@\r\nCleo\nANA@example.com')
    expect(guests).toEqual([
      { name: 'Ana', email: 'ana@example.com', line: 1 },
      { name: 'Cleo', email: null, line: 4 },
    ])
    expect(errors).toEqual([
      { line: 3, text: 'Ben, bad@', message: GUEST_MESSAGES.invalidEmail },
      { line: 5, text: 'ANA@example.com', message: GUEST_MESSAGES.duplicateEmail },
    ])
  })
})

describe('headcount and dietary summary', () => {
  const guests = [
    { rsvp: 'yes' as const, dietary: ['Vegan', 'nut-free'] },
    { rsvp: 'maybe' as const, dietary: ['vegan '] },
    { rsvp: 'no' as const, dietary: ['vegan'] },
    { rsvp: null, dietary: ['halal'] },
    { rsvp: 'yes' as const, dietary: [] },
  ]

  it('counts each answer and the guests who have not answered', () => {
    expect(headcountOf(guests)).toEqual({ yes: 2, maybe: 1, no: 1, noAnswer: 1, total: 5 })
  })

  it('counts restrictions among yes and maybe only, most common first', () => {
    expect(dietarySummaryOf(guests)).toEqual([
      { restriction: 'vegan', count: 2 },
      { restriction: 'nut-free', count: 1 },
    ])
  })

  it('normalises dietary entries', () => {
    expect(normaliseDietary([' Gluten  Free', 'gluten free', '', 'Kosher'])).toEqual(['gluten free', 'kosher'])
  })
})

describe('headcountSentence', () => {
  const h = (yes: number, maybe: number, no: number, noAnswer: number) => ({
    yes,
    maybe,
    no,
    noAnswer,
    total: yes + maybe + no + noAnswer,
  })
  it('says how many are waiting before anyone answered, never "plan for 0 to 0"', () => {
    expect(headcountSentence(h(0, 0, 0, 3))).toBe('3 guests on the list; no answers yet.')
    expect(headcountSentence(h(0, 0, 0, 0))).toBe('No guests on the list yet.')
  })
  it('plans for the yeses, up to the maybes, once answers come in', () => {
    expect(headcountSentence(h(2, 1, 1, 1))).toBe('5 guests on the list; plan for 2 to 3.')
    expect(headcountSentence(h(4, 0, 0, 0))).toBe('4 guests on the list; plan for 4.')
    expect(headcountSentence(h(0, 0, 1, 0))).toBe('1 guest on the list; no one has said yes yet.')
  })
})
