import { describe, expect, it } from 'vitest'
import { emptyBrief, mergeParsedIntoBrief } from './callie-brief'
import type { FreeDatesOutput } from './callie-tools-api'
import type { VenueCard as Card } from './conversation-api'
import { planTurn } from './dialogue'
import { daysAsked, daysText, freeDatesAnswer } from './free-dates'
import { parseConciergeRequest } from './parse-concierge-request'

const today = '2026-11-28'
const read = (text: string) => parseConciergeRequest(text, { today })
const card = (id: number, name: string) => ({ venue: { id, name } }) as Card
const shown = {
  venues: [card(1, 'Parlor 17'), card(2, 'The Green Room'), card(3, 'Osteria')],
  lastQuestion: null,
  contextVenueId: null,
}
// Sun, Mar 14, 2027.
const dated = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago on March 14, 2027'))
const plan = (text: string, s: typeof shown & { answeredVenueId?: number } = shown, brief = dated) =>
  planTurn({ brief, text, parsed: read(text), shown: s, today }).move

describe('asking for days rather than a day', () => {
  it('reads the month named, the next one of that name', () => {
    expect(plan('what dates are free in March at the second one?')).toEqual({
      kind: 'free-dates',
      venueId: 2,
      from: '2027-03-01',
      to: '2027-03-31',
      groupSize: undefined,
    })
    // This month: from today on.
    expect(plan('which days in november is Osteria available?')).toMatchObject({
      venueId: 3,
      from: '2026-11-28',
      to: '2026-11-30',
    })
    expect(plan('any other evenings free in December 2026 at Parlor 17?')).toMatchObject({
      venueId: 1,
      from: '2026-12-01',
      to: '2026-12-31',
    })
  })

  it('without a month: the month of the dinner, or the next 30 days before there is a date', () => {
    const after = { ...shown, answeredVenueId: 2 }
    expect(plan('what other dates are free there?', after)).toMatchObject({
      kind: 'free-dates',
      venueId: 2,
      from: '2027-03-01',
      to: '2027-03-31',
    })
    const undated = mergeParsedIntoBrief(emptyBrief(), read('dinner for 24 in Chicago'))
    expect(plan('when is the first one available?', shown, undated)).toMatchObject({
      venueId: 1,
      from: '2026-11-28',
      to: '2026-12-28',
    })
    expect(plan('is the third one free any night next month?')).toMatchObject({
      venueId: 3,
      from: '2026-12-01',
      to: '2026-12-31',
    })
  })

  it('"when can they host us" asks for days too; a group size said with it is kept', () => {
    expect(plan('when could the second one host us, 30 people, in April?')).toEqual({
      kind: 'free-dates',
      venueId: 2,
      from: '2027-04-01',
      to: '2027-04-30',
      groupSize: 30,
    })
  })

  it('asks which venue when several are shown and none is meant', () => {
    expect(plan('what dates are free in March?')).toEqual({ kind: 'pick-venue', topic: 'availability' })
  })

  it('leaves a question about one day and other topics alone', () => {
    expect(plan('is the second one free on March 20?')).toMatchObject({ kind: 'venue', topic: 'availability' })
    expect(plan('when is the deposit due at the second one?')).toMatchObject({ kind: 'venue', topic: 'policies' })
    // "may" is a verb here, not the month.
    expect(daysAsked('when may we visit? is it free', { topic: 'availability', today })).toEqual({
      from: today,
      to: '2026-12-28',
    })
  })
})

describe("the free days' answer", () => {
  const out = (free: string[], notFree: FreeDatesOutput['notFree'], from = '2027-03-01'): FreeDatesOutput => ({
    venue: card(2, 'The Green Room'),
    from,
    to: '2027-03-31',
    free,
    notFree,
  })
  const march = (days: number[]) => days.map((d) => `2027-03-${String(d).padStart(2, '0')}`)

  it('writes days as runs', () => {
    expect(daysText(march([1, 2, 3, 5, 8, 9]))).toBe('Mar 1–3, 5 and 8–9')
    expect(daysText(['2027-03-30', '2027-03-31', '2027-04-01', '2027-04-03'])).toBe('Mar 30–Apr 1 and 3')
    expect(daysText(['2027-03-04'])).toBe('Mar 4')
  })

  it('lists the free days, says why the dinner date is not one, and groups the others by reason', () => {
    const closed = march([6, 7]).map((date) => ({ date, reason: 'The Green Room is closed' }))
    const taken = march([13, 14]).map((date) => ({ date, reason: 'Its spaces for 24 are taken' }))
    const free = march([1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])
    const answer = freeDatesAnswer(out([...free, '2027-03-30', '2027-03-31'], [...closed, ...taken]), {
      groupSize: 24,
      date: '2027-03-14',
    })
    expect(answer.text).toBe(
      'The Green Room can host 24 on 27 of 31 days in March 2027: Mar 1–5, 8–12 and 15–31. Sun, Mar 14, 2027 is not: its spaces for 24 are taken.',
    )
    expect(answer.parts[0]).toMatchObject({
      type: 'venue-answer',
      facts: [
        { label: 'Free for 24', value: 'Mar 1–5, 8–12 and 15–31', ok: true },
        { label: 'Mar 6–7', value: 'The Green Room is closed', ok: false },
        { label: 'Mar 13–14', value: 'Its spaces for 24 are taken', ok: false },
      ],
    })
  })

  it('says every day without listing them when every day is free', () => {
    const answer = freeDatesAnswer(out(march([30, 31]), [], '2027-03-30'), { groupSize: 24 })
    expect(answer.text).toBe('The Green Room can host 24 on every day in March 2027.')
    expect(answer.parts[0]).toMatchObject({ facts: [{ label: 'Free for 24', value: 'Mar 30–31', ok: true }] })
  })

  it('says no, with the one reason, when no day is free; and when the stretch is over', () => {
    const all = march([30, 31]).map((date) => ({ date, reason: 'The Green Room seats at most 20' }))
    expect(freeDatesAnswer(out([], all, '2027-03-30'), { groupSize: 24 }).text).toBe(
      'No: The Green Room cannot host 24 on any day in March 2027. The Green Room seats at most 20.',
    )
    expect(freeDatesAnswer(out([], [], '2027-04-01'), { groupSize: 24 }).text).toBe(
      'Those days have passed. Which dates from today on should I check?',
    )
  })
})
