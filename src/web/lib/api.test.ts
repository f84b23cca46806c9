import { describe, expect, it } from 'vitest'
import { api, ApiError, isSessionRejected, parseErrorBody, setApiTransport, setBearerTokenSource } from './api'

const json = (body: unknown) => JSON.stringify(body)

describe('parseErrorBody', () => {
  it('reads the code, the message and the field messages of a validation failure', () => {
    expect(
      parseErrorBody(
        400,
        json({
          code: 'validation_failed',
          message: 'guests: Guests must be at least 8',
          errors: { guests: 'Guests must be at least 8' },
        }),
      ),
    ).toEqual({
      code: 'validation_failed',
      message: 'guests: Guests must be at least 8',
      errors: { guests: 'Guests must be at least 8' },
    })
  })

  it('gives no field messages when the answer names none', () => {
    expect(parseErrorBody(404, json({ code: 'guest_not_found', message: 'Invitation not found' }))).toEqual({
      code: 'guest_not_found',
      message: 'Invitation not found',
      errors: {},
    })
  })

  it.each([
    ['an HTML page from a proxy', 502, '<html><body>Bad Gateway</body></html>', 'internal'],
    ['an empty body', 503, '', 'service_unavailable'],
    ['JSON without a code', 404, json({ message: 'Not found' }), 'not_found'],
    ['a code the contract does not have', 400, json({ code: 'oops', message: 'Hm' }), 'bad_request'],
    [
      'field messages that are not text',
      400,
      json({ code: 'validation_failed', message: 'x', errors: { a: 1 } }),
      'bad_request',
    ],
    ['a JSON array', 429, json(['Too many']), 'rate_limited'],
  ])('takes the code from the status, and nothing else, for %s', (_what, status, body, code) => {
    expect(parseErrorBody(status, body)).toEqual({ code, errors: {} })
  })
})

describe('ApiError', () => {
  it('keeps the status, the raw body, the code, the server message and the field messages', () => {
    const body = json({
      code: 'validation_failed',
      message: 'email: Invalid email',
      errors: { email: 'Invalid email' },
    })
    const error = new ApiError(400, 'Bad Request', body)
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      body,
      code: 'validation_failed',
      serverMessage: 'email: Invalid email',
      fieldErrors: { email: 'Invalid email' },
      message: `400: ${body}`,
    })
  })

  it('falls back to the status text when there is no body', () => {
    const error = new ApiError(500, 'Internal Server Error', '')
    expect(error.message).toBe('500: Internal Server Error')
    expect(error.serverMessage).toBeUndefined()
    expect(error.code).toBe('internal')
  })
})

describe('isSessionRejected', () => {
  const unauthenticated = json({ code: 'unauthenticated', message: 'Please log in to continue.' })

  it('is a 401 to a call that carried the session', () => {
    expect(isSessionRejected(new ApiError(401, 'Unauthorized', unauthenticated, { withSession: true }))).toBe(true)
  })

  it('is not a 401 without a session (wrong password at log-in), another status, or another error', () => {
    expect(isSessionRejected(new ApiError(401, 'Unauthorized', unauthenticated))).toBe(false)
    const forbidden = json({ code: 'forbidden', message: 'You do not have permission to do that.' })
    expect(isSessionRejected(new ApiError(403, 'Forbidden', forbidden, { withSession: true }))).toBe(false)
    expect(isSessionRejected(new Error('401'))).toBe(false)
  })
})

describe('api.postRaw', () => {
  it('sends a CSV as it is, with its type and the session, and raises a refusal as an ApiError', async () => {
    const sent: { url: string; init: RequestInit }[] = []
    setBearerTokenSource(() => 'tok-1')
    setApiTransport(async (input, init) => {
      sent.push({ url: String(input), init: init! })
      return sent.length === 1
        ? new Response(json({ imported: 2 }), { status: 200 })
        : new Response(json({ code: 'validation_failed', message: 'Row 2: city is required' }), { status: 400 })
    })
    try {
      expect(await api.postRaw('/api/staff/venues/import', 'name,city\nNopa,', 'text/csv')).toEqual({ imported: 2 })
      expect(sent[0].init.body).toBe('name,city\nNopa,')
      expect(sent[0].init.headers).toMatchObject({ 'Content-Type': 'text/csv', Authorization: 'Bearer tok-1' })
      const form = new FormData()
      form.set('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg')
      const refused = await api.postRaw('/api/staff/venues/1/photos', form).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(ApiError)
      expect((refused as ApiError).serverMessage).toBe('Row 2: city is required')
      // FormData sets its own multipart type (with the boundary): none is given here.
      expect(sent[1].init.body).toBe(form)
      expect(sent[1].init.headers).not.toHaveProperty('Content-Type')
    } finally {
      setBearerTokenSource(() => null)
      setApiTransport((input, init) => fetch(input, init))
    }
  })
})

describe("the server renderer's answers (ApiAnswer)", () => {
  const plain = (status: number, body: string) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => body,
  })

  it('are read as a Response is: the data, and a refusal as an ApiError', async () => {
    setApiTransport(async (input) =>
      input.endsWith('/1') ? plain(200, json({ id: 1 })) : plain(404, json({ code: 'not_found', message: 'No venue' })),
    )
    try {
      expect(await api.get('/api/venues/1')).toEqual({ id: 1 })
      const missing = await api.get('/api/venues/2').catch((e: unknown) => e)
      expect(missing).toBeInstanceOf(ApiError)
      expect((missing as ApiError).status).toBe(404)
      expect((missing as ApiError).serverMessage).toBe('No venue')
    } finally {
      setApiTransport((input, init) => fetch(input, init))
    }
  })
})
