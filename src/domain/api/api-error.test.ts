import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { errorBodySchema } from './api-error'
import { API_ERROR_CODES, API_ERROR_STATUS, apiErrorCodeOf, readErrorBody, type ErrorBody } from './api-error-codes'

describe('the error body: the zod schema and the plain reader agree', () => {
  it('describe the same type', () => {
    expectTypeOf<z.infer<typeof errorBodySchema>>().toEqualTypeOf<ErrorBody>()
  })

  const samples: [string, unknown][] = [
    [
      'a validation failure',
      { code: 'validation_failed', message: 'date: Pick a date', errors: { date: 'Pick a date' } },
    ],
    ['a failure without fields', { code: 'not_found', message: 'Event not found' }],
    ['no field at all', { code: 'validation_failed', message: 'x', errors: {} }],
    ...API_ERROR_CODES.map((code): [string, unknown] => [`code ${code}`, { code, message: 'Something' }]),
    ['an unknown code', { code: 'teapot', message: 'Short and stout' }],
    ['no code', { message: 'Not found' }],
    ['a code that is not text', { code: 404, message: 'Not found' }],
    ['no message', { code: 'not_found' }],
    ['an empty message', { code: 'not_found', message: '' }],
    ['a message that is not text', { code: 'not_found', message: ['Not found'] }],
    ["Fastify's own body", { error: 'Not Found', message: 'Route GET:/x not found', statusCode: 404 }],
    ['another key', { code: 'not_found', message: 'Not found', statusCode: 404 }],
    ['field messages that are not text', { code: 'validation_failed', message: 'x', errors: { a: ['x'] } }],
    ['field messages as a list', { code: 'validation_failed', message: 'x', errors: ['x'] }],
    ['field messages that are null', { code: 'validation_failed', message: 'x', errors: null }],
    ['null', null],
    ['a string', 'Not found'],
    ['a list', [{ code: 'not_found', message: 'Not found' }]],
  ]

  it.each(samples)('%s', (_what, value) => {
    const schema = errorBodySchema.safeParse(value)
    expect(readErrorBody(value)).toEqual(schema.success ? schema.data : null)
  })
})

describe('apiErrorCodeOf', () => {
  it('gives every status answered with a code the first code of that status', () => {
    for (const code of API_ERROR_CODES) {
      const first = API_ERROR_CODES.find((c) => API_ERROR_STATUS[c] === API_ERROR_STATUS[code])
      expect(apiErrorCodeOf(API_ERROR_STATUS[code])).toBe(first)
    }
    expect(apiErrorCodeOf(400)).toBe('bad_request')
    expect(apiErrorCodeOf(404)).toBe('not_found')
  })

  it('falls back to bad_request for another 4xx and internal for another 5xx', () => {
    expect(apiErrorCodeOf(406)).toBe('bad_request')
    expect(apiErrorCodeOf(418)).toBe('bad_request')
    expect(apiErrorCodeOf(502)).toBe('internal')
  })
})
