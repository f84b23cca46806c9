// The rule that turns an external calendar's busy period into closed dates, and the addresses a
// calendar fetch refuses (docs/decisions/0021-calendar-sync.md).
import { describe, expect, it } from 'vitest'
import { busyDatesOf } from './calendar-busy'
import { isPrivateAddress } from './calendar-fetch'

const LA = 'America/Los_Angeles'
const timed = (start: string, end: string) => ({
  allDay: false,
  startsAt: new Date(start),
  endsAt: new Date(end),
  firstDate: null,
  lastDate: null,
})

describe('busyDatesOf', () => {
  it('blocks every local date a timed event overlaps, its end exclusive', () => {
    // 10 PM to 2 AM in San Francisco: two evenings.
    expect(busyDatesOf(timed('2027-03-06T06:00:00Z', '2027-03-06T10:00:00Z'), LA)).toEqual(['2027-03-05', '2027-03-06'])
    // Ending at local midnight does not touch the next day.
    expect(busyDatesOf(timed('2027-03-06T04:00:00Z', '2027-03-06T08:00:00Z'), LA)).toEqual(['2027-03-05'])
    // Across the spring-forward night, still the one local date.
    expect(busyDatesOf(timed('2027-03-14T08:00:00Z', '2027-03-14T12:00:00Z'), LA)).toEqual(['2027-03-14'])
  })

  it('blocks an all-day event’s own dates whatever the zone', () => {
    const allDay = {
      allDay: true,
      startsAt: new Date('2027-01-10T00:00:00Z'),
      endsAt: new Date('2027-01-12T00:00:00Z'),
      firstDate: '2027-01-10',
      lastDate: '2027-01-11',
    }
    expect(busyDatesOf(allDay, LA)).toEqual(['2027-01-10', '2027-01-11'])
    expect(busyDatesOf(allDay, 'Asia/Tokyo')).toEqual(['2027-01-10', '2027-01-11'])
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
