// Stripe's webhook at /payments/webhook: the signature is over the exact bytes, so this one route
// keeps its body raw; signature verified, applied once per event id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import Stripe from 'stripe'
import { badRequest } from '../lib/errors'
import { applyStripeEvent, requireStripe } from './checkouts'

/** Stripe's own default tolerance for a webhook signature's timestamp, in seconds. */
const WEBHOOK_TOLERANCE_SECONDS = 300

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one counts). */
function signedAt(header: string): number {
  let timestamp = Number.NaN
  for (const item of header.split(',')) {
    const [key, value] = item.split('=')
    if (key === 't') timestamp = Number.parseInt(value, 10)
  }
  return timestamp
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ stripe: Stripe | null }> = async (app, { stripe }) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  app.post('/payments/webhook', { schema: { hide: true } }, async (req) => {
    const client = requireStripe(stripe)
    const signature = req.headers['stripe-signature']
    if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') throw badRequest('Missing Stripe signature')
    let event: Stripe.Event
    try {
      event = client.webhooks.constructEvent(req.body, signature, app.config.STRIPE_WEBHOOK_SECRET!)
    } catch (e) {
      if (e instanceof Stripe.errors.StripeSignatureVerificationError) throw badRequest('Invalid Stripe signature')
      throw badRequest('Unreadable Stripe event')
    }
    // The SDK bounds only a signature's age; one dated ahead of our clock by more than the same
    // tolerance is as suspect as an old one (a captured signature kept for later replay).
    if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS)
      throw badRequest('Invalid Stripe signature')
    const outcome = await applyStripeEvent({ db: app.db, stripe: client, config: app.config, event })
    req.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook')
    return { received: true }
  })
}
