// The local Stripe stand-in (tests/support/stripe-local-server.ts) answers the official SDK as
// Stripe does for the endpoints the app uses, so the payment tests exercise the real client.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseStripeForm, startStripeLocalServer, type StripeLocalServer } from '../../support/stripe-local-server'

let server: StripeLocalServer
let stripe: Stripe

beforeAll(async () => {
  server = await startStripeLocalServer()
  stripe = server.client()
})
afterAll(() => server?.close())

const sessionParams = (
  over: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  success_url: 'https://bountiful.test/paid?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://bountiful.test/pay',
  client_reference_id: 'share-1',
  metadata: { shareId: '1' },
  line_items: [
    { quantity: 1, price_data: { currency: 'usd', unit_amount: 16_667, product_data: { name: 'Your share' } } },
  ],
  ...over,
})

it('parses the form encoding the SDK sends', () => {
  expect(
    parseStripeForm('a=1&line_items[0][price_data][currency]=usd&line_items[1][quantity]=2&metadata[k]=v'),
  ).toEqual({
    a: '1',
    line_items: [{ price_data: { currency: 'usd' } }, { quantity: '2' }],
    metadata: { k: 'v' },
  })
})

describe('checkout sessions', () => {
  it("creates and retrieves a session in Stripe's shape", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams())
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 16_667,
      currency: 'usd',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: 'share-1',
      metadata: { shareId: '1' },
      payment_intent: null,
    })
    expect(session.id).toMatch(/^cs_test_/)
    expect(session.url).toBe(`${server.url}/checkout/${session.id}`)
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session)
  })

  it('refuses what Stripe refuses, naming the parameter', async () => {
    const refused = async (params: Stripe.Checkout.SessionCreateParams) => {
      const e = await stripe.checkout.sessions.create(params).catch((x: unknown) => x)
      expect(e).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
      return e as Stripe.errors.StripeInvalidRequestError
    }
    expect(await refused(sessionParams({ line_items: [] }))).toMatchObject({
      code: 'parameter_missing',
      param: 'line_items',
      message: 'Missing required param: line_items.',
      statusCode: 400,
    })
    const noCurrency = await refused(
      sessionParams({
        line_items: [{ quantity: 1, price_data: { unit_amount: 100, product_data: { name: 'x' } } as never }],
      }),
    )
    expect(noCurrency.param).toBe('line_items[0][price_data][currency]')
    expect(await refused(sessionParams({ nonsense: 1 } as never))).toMatchObject({
      code: 'parameter_unknown',
      param: 'nonsense',
    })
    const tiny = sessionParams({
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 10, product_data: { name: 'x' } } }],
    })
    expect(await refused(tiny)).toMatchObject({ code: 'amount_too_small' })
    const missing = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((x: unknown) => x)
    expect(missing).toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 })
  })

  it('refuses a wrong API key', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: server.port, protocol: 'http' })
    const e = await wrong.checkout.sessions.create(sessionParams()).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })

  it('replays the first answer for an Idempotency-Key, and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'k-1' })
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'k-1' })
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    const other = await stripe.checkout.sessions
      .create(sessionParams({ client_reference_id: 'share-2' }), { idempotencyKey: 'k-1' })
      .catch((x: unknown) => x)
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })
  it('expires an open session, which can then not be paid; a paid one cannot be expired', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams())
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ id: session.id, status: 'expired' })
    await expect(server.completeSession(session.id)).rejects.toThrow(/expired/)
    const again = await stripe.checkout.sessions.expire(session.id).catch((x: unknown) => x)
    expect(again).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 })
    expect((again as Error).message).toContain('has a status of `expired`')
    const paid = await stripe.checkout.sessions.create(sessionParams())
    await server.completeSession(paid.id)
    expect(await stripe.checkout.sessions.expire(paid.id).catch((x: unknown) => x)).toMatchObject({ statusCode: 400 })
    expect(await stripe.checkout.sessions.expire('cs_test_nope').catch((x: unknown) => x)).toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    })
  })

  it('answers an outage as 500 api_error for the calls it was told to fail, then recovers', async () => {
    server.failNext('POST /v1/checkout/sessions', 1)
    expect(await stripe.checkout.sessions.create(sessionParams()).catch((x: unknown) => x)).toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    )
    expect((await stripe.checkout.sessions.create(sessionParams())).status).toBe('open')
  })
})

describe('paying and refunding', () => {
  it('completes a session with a checkout.session.completed event the SDK verifies', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams())
    const delivery = await server.completeSession(session.id)
    const event = stripe.webhooks.constructEvent(delivery.payload, delivery.signature, server.webhookSecret)
    expect(event.type).toBe('checkout.session.completed')
    const paid = event.data.object as Stripe.Checkout.Session
    expect(paid).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 16_667 })
    expect(paid.payment_intent).toMatch(/^pi_test_/)
    expect(() => stripe.webhooks.constructEvent(delivery.payload, delivery.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
    await expect(server.completeSession(session.id)).rejects.toThrow(/complete/)
  })

  it('refunds up to what was paid', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams())
    await server.completeSession(session.id)
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string
    const part = await stripe.refunds.create({ payment_intent: pi, amount: 10_000 }, { idempotencyKey: 'r-1' })
    expect(part).toMatchObject({ object: 'refund', amount: 10_000, status: 'succeeded', payment_intent: pi })
    const tooMuch = await stripe.refunds.create({ payment_intent: pi, amount: 6_668 }).catch((x: unknown) => x)
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', param: 'amount' })
    expect((await stripe.refunds.create({ payment_intent: pi })).amount).toBe(6_667)
    expect(await stripe.refunds.create({ payment_intent: pi }).catch((x: unknown) => x)).toMatchObject({
      code: 'charge_already_refunded',
    })
  })

  it('has a hosted page whose button pays and returns to the success URL', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams())
    const page = await fetch(session.url!)
    expect(await page.text()).toContain('Pay $166.67')
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`https://bountiful.test/paid?session=${session.id}`)
    expect(server.sessions.get(session.id)?.payment_status).toBe('paid')
  })
})
