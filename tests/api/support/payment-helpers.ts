// The payments tests' app: card payments through the local Stripe (tests/support), a 5 % booking
// fee, the balance due 14 days before (unless a test says otherwise), and the webhook Stripe calls.
import { expect } from 'vitest'
import type { StripeLocalServer } from '../../support/stripe-local-server'
import type { TestContext } from '../setup/test-app'

/** createTestApp's settings for payments against `stripe`, with a test's own on top. */
export const paymentsConfig = (stripe: StripeLocalServer, own: Record<string, string> = {}) => ({
  RATE_LIMIT_PUBLIC_FORMS: '10000',
  PUBLIC_URL: 'https://bountiful.test',
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
  BOOKING_FEE: '5%',
  PAYMENT_BALANCE_DUE_DAYS: '14',
  ...own,
})

/** Stripe's call to our webhook with a signed event. */
export const stripeWebhook = (t: TestContext, d: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': d.signature },
    payload: d.payload,
  })

/** The checkout at `url` (its last segment is the session) paid, and Stripe's webhook answered 200. */
export async function payCheckout(t: TestContext, stripe: StripeLocalServer, url: string) {
  const delivery = await stripe.completeSession(url.split('/').at(-1)!)
  expect((await stripeWebhook(t, delivery)).statusCode).toBe(200)
  return delivery
}
