// Newsletter with double opt-in: subscribe (email sent), confirm link, unsubscribe link.
import { and, count, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  newsletterStatsSchema,
  newsletterSubscribedSchema,
  newsletterSubscriptionSchema,
  newsletterRedirectSchema,
  newsletterTokenQuerySchema,
} from '~/domain/requests/newsletter'
import { newsletterSubscriptions } from '../db/schema'
import { publicFormRateLimit } from '../lib/rate-limit'
import { confirmTokenExpired, hashToken, TOKEN_MAX_LENGTH } from './newsletter-tokens'
import { subscribeToNewsletter } from './subscribe-to-newsletter'
import { errorResponses } from '../lib/error-responses'

/** Pages of the web app that tell the reader what happened. */
export const NEWSLETTER_PAGE = '/newsletter'

const usableToken = (t: string | undefined): t is string => Boolean(t && t.length <= TOKEN_MAX_LENGTH)

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = publicFormRateLimit(app.config)

  app.post(
    '/newsletter/subscriptions',
    {
      config: { rateLimit },
      schema: {
        summary: 'Subscribe to the newsletter (double opt-in: a confirmation link is emailed)',
        tags: ['newsletter'],
        body: newsletterSubscriptionSchema,
        response: { 201: newsletterSubscribedSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      await subscribeToNewsletter({ db: app.db, config: app.config, input: req.body })
      // Same answer whatever the address's state: the endpoint reveals nobody's subscription.
      return reply.code(201).send({ success: true as const, message: NEWSLETTER_SUBSCRIBED_MESSAGE })
    },
  )

  app.get(
    '/newsletter/stats',
    {
      schema: {
        summary: 'How many readers have confirmed their subscription',
        tags: ['newsletter'],
        response: { 200: newsletterStatsSchema },
      },
    },
    async () => {
      const [row] = await app.db
        .select({ subscribers: count() })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'))
      return { subscribers: Number(row?.subscribers ?? 0) }
    },
  )

  app.get(
    '/newsletter/confirm',
    {
      config: { rateLimit },
      schema: {
        summary: 'Confirm a subscription (link from the email); redirects 303',
        tags: ['newsletter'],
        querystring: newsletterTokenQuerySchema,
        response: { 303: newsletterRedirectSchema },
      },
    },
    async (req, reply) => {
      const { token } = req.query
      let ok = false
      if (usableToken(token)) {
        const hash = hashToken(token)
        const [sub] = await app.db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.confirmTokenHash, hash))
        if (sub?.status === 'confirmed') {
          ok = true // a second click on the same link
        } else if (sub?.status === 'pending' && !confirmTokenExpired(token)) {
          const updated = await app.db
            .update(newsletterSubscriptions)
            .set({ status: 'confirmed', confirmedAt: new Date() })
            .where(and(eq(newsletterSubscriptions.id, sub.id), eq(newsletterSubscriptions.confirmTokenHash, hash)))
            .returning({ id: newsletterSubscriptions.id })
          ok = updated.length === 1
        }
      }
      return reply.redirect(`${NEWSLETTER_PAGE}?confirmed=${ok ? 1 : 0}`, 303)
    },
  )

  app.get(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        summary: 'Unsubscribe (link in every newsletter email); redirects 303',
        tags: ['newsletter'],
        querystring: newsletterTokenQuerySchema,
        response: { 303: newsletterRedirectSchema },
      },
    },
    async (req, reply) => {
      const { token } = req.query
      let ok = false
      if (usableToken(token)) {
        const [sub] = await app.db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        if (sub) {
          if (sub.status !== 'unsubscribed') {
            await app.db
              .update(newsletterSubscriptions)
              .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
              .where(eq(newsletterSubscriptions.id, sub.id))
          }
          ok = true
        }
      }
      return reply.redirect(`${NEWSLETTER_PAGE}?unsubscribed=${ok ? 1 : 0}`, 303)
    },
  )
}
