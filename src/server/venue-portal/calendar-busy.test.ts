// The rule that turns an external calendar's busy period into closed dates and slots, and the
// addresses a calendar fetch refuses (docs/decisions/0021-calendar-sync.md).
import { describe, expect, it } from 'vitest'
import { closureBlocks } from '~/domain/venues/spaces'
import { busySlotsOf, mergeSlot, parseBusyPeriods } from './calendar-busy'
import { isPrivateAddress } from './calendar-fetch'

const LA = 'America/Los_Angeles'
const timed = (start: string, end: string) => ({
  allDay: false,
  startsAt: new Date(start),
  endsAt: new Date(end),
  firstDate: null,
  lastDate: null,
})

describe('busySlotsOf', () => {
  it('takes each local date a timed event overlaps, with the slots its hours overlap there', () => {
    // Lunch, 12 to 2 PM in San Francisco: the daytime slot only, the evening stays open.
    expect(busySlotsOf(timed('2027-03-05T20:00:00Z', '2027-03-05T22:00:00Z'), LA)).toEqual([
      { date: '2027-03-05', slot: 'daytime' },
    ])
    // 6 to 9 PM: the evening only; 3 to 5 PM overlaps both slots, so the whole day.
    expect(busySlotsOf(timed('2027-03-06T02:00:00Z', '2027-03-06T05:00:00Z'), LA)).toEqual([
      { date: '2027-03-05', slot: 'evening' },
    ])
    expect(busySlotsOf(timed('2027-03-05T23:00:00Z', '2027-03-06T01:00:00Z'), LA)).toEqual([
      { date: '2027-03-05', slot: null },
    ])
    // Ending at 4 PM exactly leaves the evening (the end is exclusive).
    expect(busySlotsOf(timed('2027-03-05T22:00:00Z', '2027-03-06T00:00:00Z'), LA)).toEqual([
      { date: '2027-03-05', slot: 'daytime' },
    ])
    // 10 PM to 2 AM: that evening and the small hours of the next day.
    expect(busySlotsOf(timed('2027-03-06T06:00:00Z', '2027-03-06T10:00:00Z'), LA)).toEqual([
      { date: '2027-03-05', slot: 'evening' },
      { date: '2027-03-06', slot: 'daytime' },
    ])
    // Ending at local midnight does not touch the next day.
    expect(busySlotsOf(timed('2027-03-06T04:00:00Z', '2027-03-06T08:00:00Z'), LA)).toEqual([
      { date: '2027-03-05', slot: 'evening' },
    ])
    // Across the spring-forward night, still the one local date, in its small hours.
    expect(busySlotsOf(timed('2027-03-14T08:00:00Z', '2027-03-14T12:00:00Z'), LA)).toEqual([
      { date: '2027-03-14', slot: 'daytime' },
    ])
  })

  it('takes an all-day event’s own dates whole, whatever the zone', () => {
    const allDay = {
      allDay: true,
      startsAt: new Date('2027-01-10T00:00:00Z'),
      endsAt: new Date('2027-01-12T00:00:00Z'),
      firstDate: '2027-01-10',
      lastDate: '2027-01-11',
    }
    const whole = [
      { date: '2027-01-10', slot: null },
      { date: '2027-01-11', slot: null },
    ]
    expect(busySlotsOf(allDay, LA)).toEqual(whole)
    expect(busySlotsOf(allDay, 'Asia/Tokyo')).toEqual(whole)
  })

  it('merges a date’s busy slots: the same slot stays one, both make the whole day', () => {
    expect(mergeSlot(undefined, 'evening')).toBe('evening')
    expect(mergeSlot('evening', 'evening')).toBe('evening')
    expect(mergeSlot('daytime', 'evening')).toBeNull()
    expect(mergeSlot('daytime', null)).toBeNull()
    expect(mergeSlot(null, 'daytime')).toBeNull()
  })
})

describe('parseBusyPeriods', () => {
  const NY = 'America/New_York'
  const feed = (start: string, end: string) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', 'BEGIN:VEVENT', 'UID:a@t', 'DTSTAMP:20260101T000000Z']
      .concat([start, end, 'END:VEVENT', 'END:VCALENDAR', ''])
      .join('\r\n')
  const now = new Date('2026-12-01T00:00:00Z')
  const times = (text: string, zone: string) =>
    parseBusyPeriods(text, now, zone).map((p) => [p.startsAt.toISOString(), p.endsAt.toISOString()])

  it('reads a TZID time in its own zone, whatever the venue’s', () => {
    const dinner = feed('DTSTART;TZID=America/New_York:20270115T170000', 'DTEND;TZID=America/New_York:20270115T200000')
    expect(times(dinner, NY)).toEqual([['2027-01-15T22:00:00.000Z', '2027-01-16T01:00:00.000Z']])
    expect(times(dinner, LA)).toEqual([['2027-01-15T22:00:00.000Z', '2027-01-16T01:00:00.000Z']])
  })

  it('reads a floating time, or one in a zone nobody knows, in the venue’s zone, not the server’s', () => {
    // 5 to 8 PM is the venue's dinner wherever the server runs (read in UTC, it was noon in New York).
    for (const [start, end] of [
      ['DTSTART:20270115T170000', 'DTEND:20270115T200000'],
      ['DTSTART;TZID=Front desk:20270115T170000', 'DTEND;TZID=Front desk:20270115T200000'],
    ]) {
      const dinner = feed(start!, end!)
      expect(times(dinner, NY)).toEqual([['2027-01-15T22:00:00.000Z', '2027-01-16T01:00:00.000Z']])
      expect(times(dinner, LA)).toEqual([['2027-01-16T01:00:00.000Z', '2027-01-16T04:00:00.000Z']])
      expect(busySlotsOf({ ...parseBusyPeriods(dinner, now, NY)[0]!, firstDate: null, lastDate: null }, NY)).toEqual([
        { date: '2027-01-15', slot: 'evening' },
      ])
    }
  })
})

describe('closureBlocks', () => {
  it('a whole-day closure blocks every time; a slot closure only that slot, and a question with no time', () => {
    expect(closureBlocks(null, 'evening')).toBe(true)
    expect(closureBlocks('daytime', 'evening')).toBe(false)
    expect(closureBlocks('evening', 'evening')).toBe(true)
    expect(closureBlocks('daytime', undefined)).toBe(true)
  })
})

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is refused', (address) => expect(isPrivateAddress(address)).toBe(true))
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  )
})
