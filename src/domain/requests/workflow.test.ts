import { describe, expect, it } from 'vitest'
import { canTransition, checkTransition, REQUEST_STATUS_VALUES, TRANSITIONS, WORKFLOW_MESSAGES } from './workflow'

describe('request workflow', () => {
  it('allows exactly the documented moves', () => {
    const allowed = REQUEST_STATUS_VALUES.flatMap((from) =>
      REQUEST_STATUS_VALUES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
    )
    expect(allowed.sort()).toEqual(
      [
        'new>in_progress',
        'new>declined',
        'new>closed',
        'in_progress>proposed',
        'in_progress>confirmed',
        'in_progress>declined',
        'in_progress>closed',
        'proposed>confirmed',
        'proposed>declined',
        'proposed>in_progress',
        'proposed>closed',
        'confirmed>closed',
        'declined>closed',
      ].sort(),
    )
  })

  it('refuses moves outside the table with a message naming what is allowed', () => {
    const r = checkTransition({ from: 'new', to: 'confirmed' })
    expect(r).toEqual({
      ok: false,
      reason: 'illegal',
      message: 'A request that is new cannot move to confirmed (allowed: in progress, declined, closed)',
    })
    expect(checkTransition({ from: 'closed', to: 'new' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('it is final'),
    })
    expect(checkTransition({ from: 'confirmed', to: 'declined', note: 'x' }).ok).toBe(false)
  })

  it('refuses staying in the same status', () => {
    expect(checkTransition({ from: 'in_progress', to: 'in_progress' })).toMatchObject({
      ok: false,
      reason: 'illegal',
      message: 'The request is already in progress',
    })
  })

  it('needs a note to decline or close, not otherwise', () => {
    expect(checkTransition({ from: 'new', to: 'declined' })).toEqual({
      ok: false,
      reason: 'note_required',
      message: WORKFLOW_MESSAGES.noteRequired,
    })
    expect(checkTransition({ from: 'new', to: 'closed', note: '   ' })).toMatchObject({
      ok: false,
      reason: 'note_required',
    })
    expect(checkTransition({ from: 'new', to: 'closed', note: 'Duplicate of BR-22222' })).toEqual({ ok: true })
    expect(checkTransition({ from: 'new', to: 'in_progress' })).toEqual({ ok: true })
  })

  it('has a final status with no way out', () => {
    expect(TRANSITIONS.closed).toEqual([])
  })
})
