import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { failureMessage, serverFieldErrors, serverMessageOf, showServerFieldErrors } from './form-errors'

const answer = (status: number, body: unknown) =>
  new ApiError(status, 'Status text', typeof body === 'string' ? body : JSON.stringify(body))

describe('serverFieldErrors', () => {
  it("maps a 400's field messages onto the form's own fields, in the form's order", () => {
    const error = answer(400, {
      code: 'validation_failed',
      message: 'Please check the form',
      errors: { phone: 'Invalid phone number', venueId: 'Venue is required', email: 'Invalid email address' },
    })
    expect(serverFieldErrors(error, ['name', 'email', 'phone'])).toEqual([
      ['email', 'Invalid email address'],
      ['phone', 'Invalid phone number'],
    ])
  })

  it('ignores other statuses, bodies without field errors and errors that are not answers', () => {
    expect(
      serverFieldErrors(answer(409, { code: 'conflict', message: 'Taken', errors: { email: 'Taken' } }), ['email']),
    ).toEqual([])
    expect(serverFieldErrors(answer(400, { code: 'bad_request', message: 'Bad request' }), ['email'])).toEqual([])
    expect(serverFieldErrors(answer(400, 'not json'), ['email'])).toEqual([])
    expect(serverFieldErrors(new Error('offline'), ['email'])).toEqual([])
  })
})

describe('showServerFieldErrors', () => {
  it('sets every message and focuses the first field only', () => {
    const calls: [string, string, boolean][] = []
    const shown = showServerFieldErrors(
      answer(400, {
        code: 'validation_failed',
        message: 'x',
        errors: { email: 'Invalid email address', name: 'Name is required' },
      }),
      ['name', 'email'] as const,
      (field, message, focus) => calls.push([field, message, focus]),
    )
    expect(shown).toEqual(['name', 'email'])
    expect(calls).toEqual([
      ['name', 'Name is required', true],
      ['email', 'Invalid email address', false],
    ])
  })
})

describe('failureMessage', () => {
  it("uses the server's message for a 4xx and the fallback for a 5xx or no answer", () => {
    expect(failureMessage(answer(409, { code: 'conflict', message: 'Already invited' }), 'Try again')).toBe(
      'Already invited',
    )
    expect(failureMessage(answer(500, { code: 'internal', message: 'Database down' }), 'Try again')).toBe('Try again')
    expect(failureMessage(answer(400, 'plain text'), 'Try again')).toBe('Try again')
    expect(failureMessage(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again')
  })
})

describe('serverMessageOf', () => {
  it("shows the server's message whatever the status, else the raw answer, else the fallback", () => {
    expect(serverMessageOf(answer(500, { code: 'internal', message: 'Database down' }))).toBe('Database down')
    expect(serverMessageOf(answer(502, ''))).toBe('502: Status text')
    expect(serverMessageOf(new Error('offline'))).toBe('Please try again.')
  })
})
