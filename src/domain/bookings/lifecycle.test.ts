import { describe, expect, it } from 'vitest'
import {
  BOOKING_STAGE_LABELS,
  BOOKING_STAGES,
  BOOKING_TRANSITIONS,
  bookingStageOf,
  checkBookingTransition,
  type BookingFacts,
} from './lifecycle'

const base: BookingFacts = { requestStatus: 'new', proposal: null, event: null, schedule: null, today: '2027-03-01' }

describe('bookingStageOf', () => {
  it('reads a request with no answer as requested, a proposal as quoted, an accepted one as accepted', () => {
    expect(bookingStageOf(base)).toBe('requested')
    const quote = { status: 'sent' as const, validUntil: '2027-03-05', holdExpired: false }
    expect(bookingStageOf({ ...base, requestStatus: 'proposed', proposal: quote })).toBe('quoted')
    expect(bookingStageOf({ ...base, requestStatus: 'proposed', proposal: { ...quote, status: 'accepted' } })).toBe(
      'accepted',
    )
  })

  it('reads a quote past its validity or its hold as expired, and a declined quote as waiting again', () => {
    const quote = { status: 'sent' as const, validUntil: '2027-02-28', holdExpired: false }
    expect(bookingStageOf({ ...base, requestStatus: 'proposed', proposal: quote })).toBe('expired')
    expect(
      bookingStageOf({
        ...base,
        proposal: { status: 'sent', validUntil: null, holdExpired: true },
        requestStatus: 'proposed',
      }),
    ).toBe('expired')
    expect(bookingStageOf({ ...base, requestStatus: 'proposed', proposal: { ...quote, status: 'declined' } })).toBe(
      'requested',
    )
  })

  it('follows the money once confirmed: deposit due, deposit paid, paid in full, then completed', () => {
    const confirmed = {
      ...base,
      requestStatus: 'confirmed',
      event: { date: '2027-04-01', cancelled: false, past: false },
    }
    expect(bookingStageOf(confirmed)).toBe('confirmed')
    const schedule = { cancelled: false, depositPaid: false, allPaid: false }
    expect(bookingStageOf({ ...confirmed, schedule })).toBe('deposit_due')
    expect(bookingStageOf({ ...confirmed, schedule: { ...schedule, depositPaid: true } })).toBe('balance_due')
    expect(bookingStageOf({ ...confirmed, schedule: { ...schedule, depositPaid: true, allPaid: true } })).toBe('paid')
    expect(bookingStageOf({ ...confirmed, event: { ...confirmed.event, past: true }, schedule })).toBe('completed')
  })

  it('reads a cancelled request, event or schedule as cancelled, whatever else the rows say', () => {
    const confirmed = {
      ...base,
      requestStatus: 'confirmed',
      event: { date: '2027-04-01', cancelled: false, past: false },
    }
    expect(bookingStageOf({ ...confirmed, requestStatus: 'cancelled' })).toBe('cancelled')
    expect(bookingStageOf({ ...confirmed, event: { ...confirmed.event, cancelled: true } })).toBe('cancelled')
    expect(bookingStageOf({ ...confirmed, schedule: { cancelled: true, depositPaid: true, allPaid: false } })).toBe(
      'cancelled',
    )
  })
})

describe('the transitions', () => {
  it('name only stages that exist, and every stage has a label', () => {
    for (const t of Object.values(BOOKING_TRANSITIONS)) {
      for (const s of [...t.from, t.to]) expect(BOOKING_STAGES).toContain(s)
    }
    for (const s of BOOKING_STAGES) expect(BOOKING_STAGE_LABELS[s]).toMatch(/^[A-Z]/)
  })

  it('refuse a move from the wrong stage or by the wrong actor, in words', () => {
    expect(checkBookingTransition('cancel', 'deposit_due', 'staff')).toEqual({ ok: true })
    expect(checkBookingTransition('cancel', 'cancelled', 'staff')).toEqual({
      ok: false,
      message: 'A booking that is cancelled cannot be cancelled',
    })
    expect(checkBookingTransition('confirm', 'quoted', 'planner')).toEqual({
      ok: false,
      message: 'You cannot make this booking confirmed',
    })
    expect(checkBookingTransition('accept_and_book', 'expired', 'planner').ok).toBe(false)
  })
})
