import { describe, expect, it } from 'vitest'
import { doorTally, searchGuests, type DoorGuest } from './door-list'

const guest = (id: number, name: string, extra: Partial<DoorGuest> = {}): DoorGuest => ({
  id,
  name,
  affiliation: null,
  rsvp: 'yes',
  walkIn: false,
  checkedIn: null,
  ...extra,
})
const inAt = (at: string) => ({ checkedIn: { at, by: 'Maya Lopez' } })

const list = [
  guest(1, 'Ana Ruiz', inAt('2026-11-28T19:05:00.000Z')),
  guest(2, 'Bo Chen'),
  guest(3, 'José Núñez', { affiliation: 'Acme Corp', rsvp: null }),
  guest(4, 'Cy Park', { rsvp: 'no' }),
  guest(5, 'Dee Walker', { walkIn: true, ...inAt('2026-11-28T19:12:00.000Z') }),
]

describe('the count at the door', () => {
  it('counts the list’s guests checked in of those expected (not who said no), walk-ins apart, and the last check-in', () => {
    expect(doorTally(list)).toEqual({ checkedIn: 1, expected: 3, walkIns: 1, lastAt: '2026-11-28T19:12:00.000Z' })
  })

  it('counts a guest who said no but came, and reads an empty door as nobody in yet', () => {
    const came = list.map((g) => (g.id === 4 ? { ...g, ...inAt('2026-11-28T19:00:00.000Z') } : g))
    expect(doorTally(came)).toMatchObject({ checkedIn: 2, expected: 4 })
    expect(doorTally([])).toEqual({ checkedIn: 0, expected: 0, walkIns: 0, lastAt: null })
  })
})

describe('searching the guest list', () => {
  it('finds guests by every word of their name or affiliation, whatever the case and accents', () => {
    expect(searchGuests(list, 'jose').map((g) => g.id)).toEqual([3])
    expect(searchGuests(list, '  NUNEZ acme ').map((g) => g.id)).toEqual([3])
    expect(searchGuests(list, 'c').map((g) => g.id)).toEqual([2, 3, 4])
    expect(searchGuests(list, 'zed')).toEqual([])
  })

  it('shows everyone when the search is empty', () => {
    expect(searchGuests(list, ' ')).toHaveLength(list.length)
  })
})
